import { type MouseEvent, useRef, useState } from 'react';
import { preloadTexts } from '../../i18n/index';
import { COUNTRIES, LANGUAGE_NAMES, languageOfPath } from '../../i18n/languages';
import { useT } from '../../i18n/use-t';
import { $location, navigate } from '../../platform/navigation';
import type { LanguageCode } from '../../stores/config';
import { $config, chooseLanguage } from '../../stores/config';
import { useIsland } from '../../ui/island-context';
import { useStore } from '../../ui/use-store';

// The same page in another language: its language segment swapped (`/fr/login` -> `/de/login`).
function samePageIn(pathname: string, search: string, from: string, to: LanguageCode): string {
  const path = pathname.replace(new RegExp(`/${from}(?=/|$)`), `/${to}`);
  return `${path}${search}`;
}

/**
 * The country's languages by their own names. On a page whose path holds the
 * language (the account site) a choice moves to the same route in that language, in-app, so an
 * open form keeps what was typed; elsewhere the page switches in place. Either way the `lang`
 * cookie remembers it.
 */
export function LanguageSwitcher() {
  const { t } = useT();
  const { lang, country } = useStore($config);
  const { element } = useIsland();
  // The store, not `location`: the same URL the prerendered HTML was made for.
  const { pathname, search } = useStore($location);
  const routed = languageOfPath(pathname, country) !== undefined;
  // The tapped language shows as chosen at once; the page switches once its texts are in, after
  // that first paint, and in one go (the whole page re-rendering in the tap took 240 ms on a phone).
  const [chosen, setChosen] = useState<{ from: string; to: LanguageCode }>();
  const latest = useRef<LanguageCode>(undefined);
  const shown = chosen?.from === lang ? chosen.to : lang;
  const choose = (next: LanguageCode) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setChosen({ from: lang, to: next });
    latest.current = next;
    void preloadTexts(next, country).then(() => {
      // A later tap wins.
      if (latest.current !== next) return;
      chooseLanguage(next, country);
      if (routed) navigate(samePageIn(location.pathname, location.search, lang, next), element);
    });
  };
  return (
    <nav className="language-switcher" aria-label={t('Languages.Label')} part="language-switcher">
      <ul className="language-switcher__list">
        {COUNTRIES[country].languages.map((code) => (
          <li key={code}>
            <a
              href={routed ? samePageIn(pathname, search, lang, code) : `${pathname}${search}`}
              lang={code}
              hrefLang={code}
              aria-current={code === shown ? 'true' : undefined}
              className="language-switcher__link"
              onClick={choose(code)}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
