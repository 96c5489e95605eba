import type { CountryCode, LanguageCode } from '../../src/api/contract/common';
import { isCountryLanguage, languageOfPath, resolveLanguage } from '../../src/i18n/languages';

/** A cookie's raw value in a `Cookie` header. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

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
  const tags = html.match(/<cine-[a-z-]+[^>]*>/g) ?? [];
  const config = html.match(/<script type="application\/json" id="cine-config">([^<]*)<\/script>/)?.[1];
  let pageLang: unknown;
  try {
    pageLang = config ? (JSON.parse(config) as { lang?: unknown }).lang : undefined;
  } catch {}
  const chosen = tags.map((tag) => attribute(tag, 'lang')).find(Boolean) ?? pageLang;
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
  const tags = html.match(/<cine-[a-z-]+[^>]*>/g) ?? [];
  const config = html.match(/<script type="application\/json" id="cine-config">([^<]*)<\/script>/)?.[1];
  let named: unknown;
  try {
    named = config ? (JSON.parse(config) as { apiBase?: unknown }).apiBase : undefined;
  } catch {}
  const found = tags.map((tag) => attribute(tag, 'api-base')).find(Boolean) ?? named;
  return typeof found === 'string' && found ? found.replace(/\/?$/, '/') : undefined;
}
