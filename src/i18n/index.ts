import type { CountryCode, LanguageCode } from '../api/contract/common';
import {
  CORE_TEXTS,
  createTexts,
  type TextLanguage,
  type TextTree,
  type TextValues,
  type Translate,
} from './texts';

export type { TextLanguage, TextTree, TextValues, Translate };
export { CORE_TEXTS };

// Non-eager: every `{lang}/{namespace}.json` and override file is its own lazily fetched chunk.
// One i18next instance for the page, shared by every element.
// The member area's namespaces load their file map on first need, so a sign-in page never carries it.
const MEMBER_TEXTS = [
  'dashboard',
  'loyalty',
  'member',
  'profile',
  'tickets',
  'contact',
  'contact-offer',
  'footer',
  'app-banner',
];
const texts = createTexts(
  import.meta.glob(
    [
      './locales/*/*.json',
      '!./locales/*/{dashboard,loyalty,member,profile,tickets,contact,contact-offer,footer,app-banner}.json',
    ],
    { import: 'default' },
  ),
  {
    namespaces: MEMBER_TEXTS,
    files: () => import('./member-texts').then((module) => module.memberTextFiles),
  },
);

/** The active language (`''` until the first texts are in). */
export const $lang = texts.$lang;

/** The active BCP 47 locale (`fr-CH`), for `Intl` formatters; `en` until the first texts are in. */
export const $locale = texts.$locale;

/** Bumped whenever texts change (language switch, a namespace arriving, `setTranslations`): views re-render on it. */
export const $textsVersion = texts.$textsVersion;

/**
 * Translates with the active language (for non-React code such as toasts and captcha labels), by
 * i18next. Keys are dotted paths (`Error.API.EC-101`, `_.Close`) looked up in every loaded
 * namespace; `{{name}}` placeholders take `values`; a numeric `count` picks `key_zero`/`key_one`/
 * `key_other`... A missing text falls back to the language without its country, then English (if
 * loaded), then `values.defaultValue`, then the key.
 */
export const t: Translate = texts.t;

/** Like {@link t}, looking in `namespace` first (for `useT(namespace)`). */
export const fixedT: (namespace?: string) => Translate = texts.fixedT;

/**
 * Switches every element on the page to `lang` as spoken in `country`: downloads that language's
 * namespaces requested so far (once each), applies the country overrides (`fr_CH` ...) and
 * re-renders through `$locale`. When calls overlap, the last one wins.
 */
export const setLanguage: (lang: LanguageCode, country: CountryCode) => Promise<void> = texts.setLanguage;

/**
 * Asks for text namespaces (`locales/{lang}/{namespace}.json`) on top of {@link CORE_TEXTS}; they
 * load for the current language now and for every later one. Until something asks, every namespace
 * loads (tests, Storybook). `defineIsland`'s `texts` option calls this.
 */
export const requestTexts: (namespaces: readonly string[]) => Promise<void> = texts.requestTexts;

/** Whether the core and the given namespaces are in for the language being shown or loaded. */
export const hasTexts: (namespaces: readonly string[]) => boolean = texts.hasTexts;

/**
 * Starts downloading the texts of `lang` in `country` (core, `namespaces`, those requested so far,
 * the country overrides) without switching: call it as early as the language is known, so the
 * chunks are on their way before the first element renders. Settles once each file is in or failed.
 */
export const preloadTexts: (
  lang: LanguageCode,
  country: CountryCode,
  namespaces?: readonly string[],
) => Promise<unknown> = texts.preloadTexts;

/**
 * Overrides any of our texts, or adds some: `resources` is deep-merged over the namespace
 * (`locales/{lang}/{namespace}.json`) of `lang`, either a language (`fr`, every country) or a
 * country variant (`fr_CH`, which wins over `fr`). It wins over our texts, including those that
 * arrive later and our country overrides, and re-renders the elements on the page.
 */
export const setTranslations: (lang: TextLanguage, namespace: string, resources: TextTree) => void =
  texts.setTranslations;
