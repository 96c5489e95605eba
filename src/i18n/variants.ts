import type { i18n as I18n } from 'i18next';
import type { CountryCode, LanguageCode } from '../api/contract/common';
import { localeOf, translationKey } from './languages';

/** Where texts can be given: a language (`fr`) or a language as spoken in a country (`fr_CH`, spec section 9). */
export type TextLanguage = LanguageCode | `${LanguageCode}_${CountryCode}`;

/** A namespace's texts, as in its JSON file: nested groups of strings. */
export type TextTree = { [key: string]: unknown };

export const isTree = (value: unknown): value is TextTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Swiss Standard German never writes ß (it writes ss), whatever the German files say.
function swissGerman(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('ß', 'ss').replaceAll('ẞ', 'SS');
  if (!isTree(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, text]) => [key, swissGerman(text)]));
}

/** Spelling rules of a country variant, applied to the texts it takes from its language. */
const SPELLING: Readonly<Record<string, (tree: unknown) => unknown>> = { 'de-CH': swissGerman };

/** What a country variant is built from: our override files and the integrator's texts, by id. */
export type VariantSources = {
  /** `fr_CH` -> namespace -> texts. */
  overrides: Map<string, TextTree>;
  /** `fr/login`, `fr-CH/login` -> the integrator's texts, in the order given. */
  custom: Map<string, TextTree[]>;
};

/**
 * Fills i18next's `fr-CH` (say) with only what differs from `fr`: the country's spelling over the
 * language's texts, then our overrides, then the integrator's texts for the language, then theirs for
 * the variant. Only adds and overwrites, so it can run again at will.
 */
export function buildVariant(
  i18n: I18n,
  lang: LanguageCode,
  country: CountryCode,
  sources: VariantSources,
): void {
  const code = localeOf(lang, country);
  const spell = SPELLING[code];
  const override = sources.overrides.get(translationKey(lang, country)) ?? {};
  const namespaces = new Set([...Object.keys(i18n.getDataByLanguage(lang) ?? {}), ...Object.keys(override)]);
  for (const ns of namespaces) {
    const layers = [
      spell?.(i18n.getResourceBundle(lang, ns)),
      override[ns],
      ...(sources.custom.get(`${lang}/${ns}`) ?? []).map((tree) => (spell ? spell(tree) : tree)),
      ...(sources.custom.get(`${code}/${ns}`) ?? []),
    ];
    for (const layer of layers) if (isTree(layer)) i18n.addResourceBundle(code, ns, layer, true, true);
  }
}
