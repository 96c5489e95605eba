import { map } from 'nanostores';
import * as z from 'zod/mini';
import { CountryCode, LanguageCode } from '../api/contract/common';
import { setLanguage } from '../i18n/index';
import {
  countryFromHost,
  isCountryLanguage,
  languageOfPath,
  readLanguageCookie,
  resolveLanguage,
  writeLanguageCookie,
} from '../i18n/languages';
import { detectContext, type HostContext } from '../platform/context';
import { pageStore } from '../platform/hydration';

/** Where the elements run: decided once by platform/context.ts, or forced by the `context` attribute. */
export type { HostContext };

/** Page-wide settings every element shares (design.md section 3). */
export type Config = {
  lang: LanguageCode;
  country: CountryCode;
  /** API base ending with `/`; calls go to `{apiBase}{lang}/{path}`. */
  apiBase: string;
  context: HostContext;
  /** Exact origin of the iframe parent, from the `parent-origin` attribute. */
  parentOrigin?: string;
  returnUrl?: string;
  /** Path the `<cine-account>` router lives under (`''` at the site root). */
  basePath: string;
  /** The account site's absolute http(s) URL (origin and base path): links out of an element go there. */
  accountUrl?: string;
};

/** Id of the page config script: `<script type="application/json" id="cine-config">`. */
export const PAGE_CONFIG_ID = 'cine-config';

// Each field is checked on its own so one typo does not throw away the whole page config.
const fields = {
  lang: LanguageCode,
  country: CountryCode,
  apiBase: z.string().check(z.minLength(1)),
  context: z.enum(['browser', 'iframe', 'webview']),
  parentOrigin: z.string(),
  returnUrl: z.string(),
  basePath: z.string(),
  // Only an http(s) URL is used (platform/paths.ts ignores any other, design.md section 6).
  accountUrl: z.string(),
} satisfies { [K in keyof Config]-?: z.ZodMiniType<Config[K]> };

/** Keeps the valid, known fields of untrusted input (page config JSON, attributes). */
export function parseConfig(input: unknown): Partial<Config> {
  if (typeof input !== 'object' || input === null) return {};
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(fields)) {
    const result = schema.safeParse((input as Record<string, unknown>)[key]);
    if (result.success) out[key] = result.data;
  }
  return out as Partial<Config>;
}

/** The JSON of `#cine-config`, if the page has one; broken JSON counts as none. */
export function readPageConfig(doc: Document = document): Partial<Config> {
  const text = doc.getElementById(PAGE_CONFIG_ID)?.textContent;
  if (!text) return {};
  try {
    return parseConfig(JSON.parse(text));
  } catch {
    return {};
  }
}

function defaultLanguage(country: CountryCode): LanguageCode {
  const lang = resolveLanguage({
    // The page's own path (`/nl/login`) first: the first settings request is already in that language.
    routeValue: typeof location === 'undefined' ? undefined : languageOfPath(location.pathname, country),
    country,
    isMainSite: false,
    path: '',
    cookie: readLanguageCookie(),
    navigatorLanguages:
      typeof navigator === 'undefined'
        ? []
        : navigator.languages?.length
          ? navigator.languages
          : [navigator.language],
  });
  return lang || 'fr';
}

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

/** Defaults, overlaid by the page config (attributes come later through `configure`). */
export function initialConfig(): Config {
  // Without a DOM (renderToHtml on a server) the render call configures country and language.
  if (typeof document === 'undefined')
    return { context: 'browser', basePath: '', country: 'CH', lang: 'fr', apiBase: '/api/' };
  const page = readPageConfig();
  const country = page.country ?? countryFromHost(location.hostname);
  const lang = page.lang && isCountryLanguage(country, page.lang) ? page.lang : defaultLanguage(country);
  return {
    // An -iframe or m/ route, a parent window or a native bridge decide it unless told otherwise.
    context: detectContext({ path: location.pathname, win: window }),
    basePath: '',
    ...page,
    country,
    lang,
    apiBase: withSlash(page.apiBase ?? `${location.origin}/api/`),
  };
}

/** The page-wide config: attribute > page config > defaults. */
export const $config = pageStore(map<Config>(initialConfig()));

/**
 * Applies values from element attributes; undefined and invalid ones are ignored. A language the
 * country does not offer gives way to the country's default language.
 */
export function configure(partial: Partial<Config>): void {
  const valid = parseConfig(partial);
  const next: Config = { ...$config.get(), ...valid };
  if (valid.apiBase) next.apiBase = withSlash(valid.apiBase);
  if (!isCountryLanguage(next.country, next.lang)) next.lang = defaultLanguage(next.country);
  $config.set(next);
}

/**
 * The customer chose a language (spec section 9): remembered in the `lang` cookie for a year, and
 * shown at once on every element of the page, whose screens keep what was typed.
 */
export function chooseLanguage(lang: LanguageCode, country: CountryCode): void {
  writeLanguageCookie(lang);
  configure({ lang });
  void setLanguage(lang, country);
}

/** A language the product ships (for views, which never import api/). */
export type { LanguageCode };
