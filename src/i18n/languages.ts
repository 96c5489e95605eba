import type { CountryCode, LanguageCode } from '../api/contract/common';
import { readCookie, writeCookie } from '../platform/cookies';

/** One country domain of the chain (spec section 9). */
export type CountryInfo = {
  tld: string;
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
};

/** Languages per country domain, spec section 9. */
export const COUNTRIES: Readonly<Record<CountryCode, CountryInfo>> = {
  CH: { tld: 'ch', languages: ['fr', 'en', 'de'], defaultLanguage: 'de' },
  BE: { tld: 'be', languages: ['fr', 'nl', 'en'], defaultLanguage: 'en' },
  SN: { tld: 'sn', languages: ['fr', 'en'], defaultLanguage: 'fr' },
  TN: { tld: 'tn', languages: ['fr', 'en'], defaultLanguage: 'fr' },
};

/** Each language by its own name, as a language switcher lists it. */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  nl: 'Nederlands',
};

/** Every language the product ships, whatever the country. */
export const ALL_LANGUAGES: readonly LanguageCode[] = ['fr', 'en', 'de', 'nl'];

/** The country used when the host name says nothing (plain `localhost`, an IP, another TLD). */
export const DEFAULT_COUNTRY: CountryCode = 'CH';

/** Name of the language cookie (spec section 9). */
export const LANG_COOKIE = 'lang';

const countryCodes = Object.keys(COUNTRIES) as CountryCode[];

/**
 * The country of a host name: its TLD (`.ch`, `.be`, `.sn`, `.tn`) or, for the demo, its first
 * label (`be.localhost`). Anything else is {@link DEFAULT_COUNTRY}.
 */
export function countryFromHost(hostname: string): CountryCode {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  const tld = labels.at(-1);
  const byTld = countryCodes.find((code) => COUNTRIES[code].tld === tld);
  if (byTld) return byTld;
  if (tld === 'localhost' && labels.length > 1) {
    const first = labels[0];
    const bySub = countryCodes.find((code) => COUNTRIES[code].tld === first);
    if (bySub) return bySub;
  }
  return DEFAULT_COUNTRY;
}

/** Whether `value` is one of the languages offered in `country`. */
export function isCountryLanguage(country: CountryCode, value: unknown): value is LanguageCode {
  return typeof value === 'string' && (COUNTRIES[country].languages as readonly string[]).includes(value);
}

/**
 * The language segment of a page path, if one of its first segments is a language the country
 * offers (`/fr/login`, `/m/de/fidelity`, `/account/nl/profile`): the route value of spec section 9,
 * known before any router runs, so the very first requests already use it.
 */
export function languageOfPath(pathname: string, country: CountryCode): LanguageCode | undefined {
  const segments = pathname.split('/').filter(Boolean).slice(0, 3);
  return segments.find((segment): segment is LanguageCode => isCountryLanguage(country, segment));
}

/** Inputs of {@link resolveLanguage}. */
export type LanguageInputs = {
  /** The {language} segment of the current route, if the route has one. */
  routeValue?: string | undefined;
  country: CountryCode;
  /** True on the standalone account site (the `<cine-account>` router page). */
  isMainSite: boolean;
  /** The route path below the site's base path (without the language segment). */
  path: string;
  /** The value of the `lang` cookie. */
  cookie?: string | undefined;
  /** `navigator.languages` (or `[navigator.language]`). */
  navigatorLanguages: readonly string[];
};

/**
 * The language to show, exactly per spec section 9: the route value if valid (an invalid one gives
 * `''`, which the language guard turns into a redirect); on the main site with a non-empty path the
 * country default; otherwise the `lang` cookie, then the browser language prefix, then the default.
 */
export function resolveLanguage(inputs: LanguageInputs): LanguageCode | '' {
  const { routeValue, country, isMainSite, path, cookie, navigatorLanguages } = inputs;
  const fallback = COUNTRIES[country].defaultLanguage;
  if (routeValue) return isCountryLanguage(country, routeValue) ? routeValue : '';
  if (isMainSite && path.replace(/^\/+|\/+$/g, '') !== '') return fallback;
  if (isCountryLanguage(country, cookie)) return cookie;
  // The spec reads the browser language (the first preference), not the whole list.
  const prefix = navigatorLanguages[0]?.split(/[-_]/)[0]?.toLowerCase();
  if (isCountryLanguage(country, prefix)) return prefix;
  return fallback;
}

/** The translation key of a language in a country: `fr_CH` (spec section 9). */
export function translationKey(lang: LanguageCode, country: CountryCode): `${LanguageCode}_${CountryCode}` {
  return `${lang}_${country}`;
}

/** The BCP 47 locale for `Intl` and the texts: `fr-CH`. */
export function localeOf(lang: LanguageCode, country: CountryCode): string {
  return `${lang}-${country}`;
}

/** Remembers the chosen language: `lang` cookie, 365 days, root path, secure (spec section 9). */
export function writeLanguageCookie(lang: LanguageCode, doc: Document = document): void {
  writeCookie(LANG_COOKIE, lang, { days: 365 }, doc);
}

/** The `lang` cookie's value, if any. */
export function readLanguageCookie(doc: Document | undefined = globalThis.document): string | undefined {
  return readCookie(LANG_COOKIE, doc);
}
