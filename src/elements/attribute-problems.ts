import { ALL_LANGUAGES, COUNTRIES, isCountryLanguage } from '../i18n/languages';
import type { Config } from '../stores/config';
import type { AttributeProblem } from './island-notices';

const COUNTRY_CODES = Object.keys(COUNTRIES);

/** Where attributes are read: the element, or the attributes a server prerenders it with. */
export type AttributeSource = Pick<Element, 'getAttribute'>;

/** The `lang` and `country` attributes an element had to ignore, and what it uses instead. */
export function attributeProblems(element: AttributeSource, config: Config): AttributeProblem[] {
  const problems: AttributeProblem[] = [];
  const lang = element.getAttribute('lang')?.trim().toLowerCase();
  const country = element.getAttribute('country')?.trim().toUpperCase();
  if (country && !COUNTRY_CODES.includes(country)) {
    problems.push({
      name: 'country',
      value: country,
      allowed: COUNTRY_CODES.join(', '),
      used: config.country,
    });
  }
  if (lang && !isCountryLanguage(config.country, lang)) {
    const offered = ALL_LANGUAGES.includes(lang as never)
      ? COUNTRIES[config.country].languages
      : ALL_LANGUAGES;
    problems.push({ name: 'lang', value: lang, allowed: offered.join(', '), used: config.lang });
  }
  return problems;
}

const warned = new WeakMap<Element, Set<string>>();

/** Says in the console, once per element and value, which attribute it ignored. */
export function warnAttributeProblems(element: Element, problems: readonly AttributeProblem[]): void {
  const seen = warned.get(element) ?? new Set();
  warned.set(element, seen);
  for (const { name, value, allowed, used } of problems) {
    if (seen.has(`${name}=${value}`)) continue;
    seen.add(`${name}=${value}`);
    console.warn(
      `<${element.localName}> ignores ${name}="${value}": expected one of ${allowed}; using ${used}.`,
    );
  }
}
