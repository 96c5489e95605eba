import type { CountryCode, LanguageCode } from '../../src/api/contract/common';
import { isCountryLanguage, languageOfPath, resolveLanguage } from '../../src/i18n/languages';
import { cookieValue } from './cookies';

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** What a page names for one setting: the attribute on its first tag that has it, else its page config's key. */
function pageNamed(html: string, name: string, key: 'lang' | 'apiBase'): unknown {
  const onTag = (html.match(/<cine-[a-z-]+[^>]*>/g) ?? []).map((tag) => attribute(tag, name)).find(Boolean);
  if (onTag) return onTag;
  const config = html.match(/<script type="application\/json" id="cine-config">([^<]*)<\/script>/)?.[1];
  try {
    return config ? (JSON.parse(config) as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language a page's elements will choose, worked out from the request as they will: a `lang`
 * on a tag or in the page config, else the path, else the `lang` cookie and `Accept-Language`
 * (`negotiated`: then a cache must keep one copy per those headers).
 */
export function pageLanguage(
  html: string,
  url: URL,
  headers: Headers,
  country: CountryCode,
): { lang: LanguageCode; negotiated: boolean } {
  const chosen = pageNamed(html, 'lang', 'lang');
  if (isCountryLanguage(country, chosen)) return { lang: chosen, negotiated: false };
  const routeValue = languageOfPath(url.pathname, country);
  const lang = resolveLanguage({
    routeValue,
    country,
    isMainSite: false,
    path: '',
    cookie: cookieValue(headers.get('cookie') ?? '', 'lang'),
    navigatorLanguages: [headers.get('accept-language')?.split(',')[0] ?? ''],
  });
  return { lang: lang || 'fr', negotiated: !routeValue };
}

/** The API base a page of its own names (an `api-base` on a tag, or its page config), if any. */
export function pageApiBase(html: string): string | undefined {
  const found = pageNamed(html, 'api-base', 'apiBase');
  return typeof found === 'string' && found ? found.replace(/\/?$/, '/') : undefined;
}
