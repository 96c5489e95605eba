import type { CountryCode, LanguageCode } from '../api/contract/common';
import { CORE_TEXTS, createCatalog } from './catalog';
import type { TextValues } from './translate';

export type { TextValues };
export { CORE_TEXTS };

// Non-eager: every `{lang}/{namespace}.json` and override file is its own lazily fetched chunk.
const catalog = createCatalog(import.meta.glob('./locales/*/*.json', { import: 'default' }));

/** The active language (`''` until the first texts are in). */
export const $lang = catalog.$lang;

/** The active BCP 47 locale (`fr-CH`), for `Intl` formatters; `en` until the first texts are in. */
export const $locale = catalog.$locale;

/** Bumped whenever texts change (language switch or a namespace arriving): views re-render on it. */
export const $textsVersion = catalog.$textsVersion;

/** A translation function: a key and optional interpolation values. */
export type Translate = (key: string, values?: TextValues) => string;

/**
 * Translates with the active language (for non-React code such as toasts and captcha labels).
 * Keys are dotted paths (`Error.API.EC-101`, `_.Close`); `{{name}}` placeholders take `values`;
 * a numeric `count` picks `key_zero`/`key_one`/`key_other`... by `Intl.PluralRules`. A missing text
 * falls back to English (if loaded), then `values.defaultValue`, then the key.
 */
export const t: Translate = catalog.t;

/**
 * Switches every element on the page to `lang` as spoken in `country`: downloads that language's
 * namespaces requested so far (once each), applies the country overrides (`fr_CH` ...) and
 * re-renders through `$locale`. When calls overlap, the last one wins.
 */
export const setLanguage: (lang: LanguageCode, country: CountryCode) => Promise<void> = catalog.setLanguage;

/**
 * Asks for text namespaces (`locales/{lang}/{namespace}.json`) on top of {@link CORE_TEXTS}; they
 * load for the current language now and for every later one. Until something asks, every namespace
 * loads (tests, Storybook). `defineIsland`'s `texts` option calls this.
 */
export const requestTexts: (namespaces: readonly string[]) => Promise<void> = catalog.requestTexts;

/** Whether the core and the given namespaces are in for the language being shown or loaded. */
export const hasTexts: (namespaces: readonly string[]) => boolean = catalog.hasTexts;
