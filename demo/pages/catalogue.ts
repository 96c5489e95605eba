// The catalogue home of the demo (`/catalogue/{lang}`): where the spec's logout lands, with the user menu.
import './console-record';
import '../../site/site.css';
import '../../src/elements/cine-user-menu';
import { syncPageLanguage } from '../../site/lang-sync';
import { $config } from '../../src/stores/config';

const TEXTS: Record<string, { title: string; lead: string; account: string }> = {
  en: { title: 'Cine: what’s on', lead: 'Catalogue home (demo), in English.', account: 'Go to my account' },
  fr: {
    title: 'Cine : à l’affiche',
    lead: 'Accueil du catalogue (démo), en français.',
    account: 'Aller à mon compte',
  },
  de: {
    title: 'Cine: im Kino',
    lead: 'Startseite des Katalogs (Demo), auf Deutsch.',
    account: 'Zu meinem Konto',
  },
  nl: {
    title: 'Cine: nu in de zaal',
    lead: 'Startpagina van de catalogus (demo), in het Nederlands.',
    account: 'Naar mijn account',
  },
};

syncPageLanguage();
$config.subscribe(({ lang, country }) => {
  const text = TEXTS[lang] ?? TEXTS.en;
  if (!text) return;
  document.title = text.title;
  const set = (id: string, value: string) => {
    const node = document.getElementById(id);
    if (node) node.textContent = value;
  };
  set('catalogue-title', text.title);
  set('catalogue-lead', `${text.lead} (${country})`);
  set('catalogue-account', text.account);
  document.getElementById('catalogue-account')?.setAttribute('href', `/${lang}`);
});
