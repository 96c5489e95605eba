import { Hono } from 'hono';
import { html } from 'hono/html';
import type { LanguageCode } from '../../../src/api/contract/common';
import type { CatalogueSettings } from '../../../src/api/contract/settings';
import type { ApiEnv } from '../context';
import { COUNTRIES } from '../countries';
import { apiPage } from './api-page';
import { catalogueFooterRoutes } from './catalogue-footer';
import { cataloguePages } from './catalogue-pages';
import { helpArticleRoutes } from './help-articles';
import { siteLink } from './site-link';

const HOME: Record<LanguageCode, { title: string; lead: string; back: string }> = {
  en: { title: 'Cine: what’s on', lead: 'Catalogue home (demo), in English.', back: 'Go to my account' },
  fr: {
    title: 'Cine : à l’affiche',
    lead: 'Accueil du catalogue (démo), en français.',
    back: 'Aller à mon compte',
  },
  de: {
    title: 'Cine: im Kino',
    lead: 'Startseite des Katalogs (Demo), auf Deutsch.',
    back: 'Zu meinem Konto',
  },
  nl: {
    title: 'Cine: nu in de zaal',
    lead: 'Startpagina van de catalogus (demo), in het Nederlands.',
    back: 'Naar mijn account',
  },
};

/** The catalogue host of the demo: its settings, and a home page to land on after logout. */
export function catalogueRoutes(): Hono<ApiEnv> {
  const catalogue = new Hono<ApiEnv>();

  catalogue.get('/settings', (c) => {
    const rules = COUNTRIES[c.var.country];
    const requested = c.req.query('language');
    const body: CatalogueSettings = {
      features: {
        country: c.var.country,
        language: rules.languages.find((lang) => lang === requested) ?? rules.defaultLanguage,
        showtimesEnabled: true,
        footerFaqEnabled: true,
        emotionsEnabled: true,
      },
    };
    return c.json(body);
  });

  helpArticleRoutes(catalogue);
  catalogueFooterRoutes(catalogue);
  // Before the home page: its `{fr|en|de|nl}` pattern would also take `/de/films/...`.
  cataloguePages(catalogue);
  catalogue.get('/:lang{fr|en|de|nl}', (c) => {
    const lang = c.req.param('lang') as LanguageCode;
    const text = HOME[lang];
    const main = html`<p data-testid="catalogue-language">${text.lead} (${c.var.country})</p>
      <p><a href="${siteLink(c, `/${lang}`)}">${text.back}</a></p>`;
    return apiPage(c, { lang, title: text.title, main });
  });

  return catalogue;
}
