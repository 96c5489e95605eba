import i18next, { type i18n as I18n } from 'i18next';
import { atom } from 'nanostores';
import type { CountryCode, LanguageCode } from '../api/contract/common';
import { localeOf, translationKey } from './languages';
import { type Messages, mergeMessages } from './locales/merge';

type Bundle = { default: Messages };

// One loader per language so Vite emits one chunk per language and only the active one is fetched.
const loaders: Record<LanguageCode, () => Promise<Bundle>> = {
  en: () => import('./locales/en.ts'),
  fr: () => import('./locales/fr.ts'),
  de: () => import('./locales/de.ts'),
  nl: () => import('./locales/nl.ts'),
};

const overrides = import.meta.glob<Messages>('./locales/overrides/*.json', { import: 'default' });

/** The one i18next instance shared by every element on the page. */
export const i18n: I18n = i18next.createInstance();

void i18n.init({
  resources: {},
  // English is the fallback only once its bundle is loaded; otherwise the key shows.
  fallbackLng: 'en',
  keySeparator: '.',
  // Keys such as `Error.API.EC-101` and `_.LogoutError` never carry a namespace prefix.
  nsSeparator: false,
  // React escapes text; i18next escaping would double-encode apostrophes.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** The active language (`''` until the first bundle is in). */
export const $lang = atom<LanguageCode | ''>('');

/** The active BCP 47 locale (`fr-CH`), for `Intl` formatters; `en` until the first bundle is in. */
export const $locale = atom<string>('en');

/** A translation function: a key and optional interpolation values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Translates with the active language (for non-React code such as toasts and captcha labels). */
export const t: Translate = (key, values) => i18n.t(key, values ?? {}) as string;

// Swiss Standard German never writes ß (it writes ss), whatever the feature files say.
function swissGerman(tree: Messages): Messages {
  const out: Messages = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] =
      typeof value === 'string' ? value.replaceAll('ß', 'ss').replaceAll('ẞ', 'SS') : swissGerman(value);
  }
  return out;
}

function loadOverride(lang: LanguageCode, country: CountryCode): Promise<Messages> {
  const load = overrides[`./locales/overrides/${translationKey(lang, country)}.json`];
  return load ? load() : Promise.resolve({});
}

const loaded = new Set<string>();
let latest = 0;

/**
 * Switches every element on the page to `lang` as spoken in `country`: downloads that language's
 * bundle (once), applies the country overrides (`fr_CH` ...) and re-renders through `$lang`.
 * When calls overlap, the last one wins.
 */
export async function setLanguage(lang: LanguageCode, country: CountryCode): Promise<void> {
  const call = ++latest;
  const locale = localeOf(lang, country);
  if (!loaded.has(locale)) {
    // Both downloads at once: the override is a second small chunk.
    const [{ default: base }, override] = await Promise.all([loaders[lang](), loadOverride(lang, country)]);
    const variant = mergeMessages(lang === 'de' && country === 'CH' ? swissGerman(base) : {}, override);
    // Base under `fr`, differences under `fr-CH`: i18next looks up fr-CH, then fr, then en.
    i18n.addResourceBundle(lang, 'translation', base, true, false);
    i18n.addResourceBundle(locale, 'translation', variant, true, true);
    loaded.add(locale);
  }
  if (call !== latest) return;
  await i18n.changeLanguage(locale);
  $locale.set(locale);
  $lang.set(lang);
}
