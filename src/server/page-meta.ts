import type { CountryCode } from '../api/contract/common';
import { t } from '../i18n/index';
import { COUNTRIES, isCountryLanguage } from '../i18n/languages';
import { detectContext, type HostContext } from '../platform/context';
import { matchRoute } from '../router/match';
import { pageTitle } from '../router/page-meta';
import { routes } from '../router/routes';

/** The page the demo server shows for an unknown path under a language (`/fr/nowhere`). */
export const NOT_FOUND = '404';

/** One page of the account site to prerender: its path, language and whether a member sees it. */
export interface AccountPage {
  path: string;
  lang: string;
  /** A member route: prerendered as its frame and placeholders, never a member's data. */
  member: boolean;
  context: HostContext;
}

/** Every path of `<cine-account>` (at the site root) a page can be prerendered for, in a country. */
export function accountPages(country: CountryCode): AccountPage[] {
  const pages: AccountPage[] = [];
  for (const lang of COUNTRIES[country].languages)
    for (const route of routes) {
      if (!route.pattern.includes(':lang') || route.pattern.includes('*')) continue;
      const path = `/${route.pattern.replace(':lang', lang)}`;
      pages.push({ path, lang, member: route.auth, context: contextOf(path) });
    }
  // The not-found page of each language, for any unknown path under it.
  for (const lang of COUNTRIES[country].languages)
    pages.push({ path: `/${lang}/${NOT_FOUND}`, lang, member: false, context: 'browser' });
  return pages;
}

// No window on a server: the route alone says iframe or webview (a top window, no native bridge).
const topWindow = (): Window => {
  const win = {} as { parent?: unknown };
  win.parent = win;
  return win as unknown as Window;
};
/** The context a page at `path` runs in, as the elements will decide it there (an -iframe or m/ route). */
export const contextOf = (path: string) => detectContext({ path, win: topWindow() });

/** What the page's description says beyond its path: `loyalty: false` where the programme does not run. */
export type PageMetaOptions = { loyalty?: boolean };

/**
 * Title, description and language of an account-site page, in its language (the texts must be
 * loaded). The description names loyalty points unless `loyalty` is false (the settings' loyalty
 * flag of the country: Senegal and Tunisia have no programme).
 */
export function accountPageMeta(path: string, country: CountryCode, options: PageMetaOptions = {}) {
  const match = matchRoute(path, '/');
  const lang = isCountryLanguage(country, match.lang) ? match.lang : COUNTRIES[country].defaultLanguage;
  return {
    lang,
    title: pageTitle(match.route, t),
    description: t(options.loyalty === false ? 'account.description_noLoyalty' : 'account.description'),
    context: contextOf(path),
  };
}
