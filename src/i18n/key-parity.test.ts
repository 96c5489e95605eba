import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: unknown };

const features = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const overrides = import.meta.glob<Tree>('./locales/overrides/*.json', { eager: true, import: 'default' });

const LANGUAGES = ['en', 'fr', 'de', 'nl'];
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every dotted leaf key of a tree. */
function leafKeys(tree: unknown, prefix = ''): string[] {
  if (!isTree(tree)) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    isTree(value) ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function lookup(tree: unknown, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (isTree(node) ? node[part] : undefined), tree);
  return typeof value === 'string' ? value : '';
}

/** Namespace -> texts of one language, one entry per `locales/{lang}/{namespace}.json`. */
const filesOf = (lang: string): Record<string, Tree> =>
  Object.fromEntries(
    Object.entries(features)
      .filter(([path]) => path.startsWith(`./locales/${lang}/`))
      .map(([path, tree]) => [path.split('/').at(-1)?.replace('.json', '') ?? path, tree]),
  );
const english = filesOf('en');
const namespaces = Object.keys(english).sort();

describe('translations', () => {
  it('has every namespace file in all four languages', () => {
    for (const lang of LANGUAGES) expect(Object.keys(filesOf(lang)).sort()).toEqual(namespaces);
  });

  it.each(['fr', 'de', 'nl'])('%s has exactly the English keys, in the same namespace files', (lang) => {
    const files = filesOf(lang);
    for (const ns of namespaces) {
      // Plural forms English has no use for (French `_many`) are the plural test's to check.
      const keys = leafKeys(files[ns]).filter((key) => !key.endsWith('_many'));
      const englishKeys = leafKeys(english[ns]);
      expect({ ns, missing: englishKeys.filter((key) => !keys.includes(key)) }).toEqual({ ns, missing: [] });
      expect({ ns, extra: keys.filter((key) => !englishKeys.includes(key)) }).toEqual({ ns, extra: [] });
    }
  });

  // i18next asks for each plural form the language has (Intl.PluralRules): French `_many` for 1 000 000.
  it.each(LANGUAGES)('%s has every plural form of its language for each plural text', (lang) => {
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const keys = Object.values(filesOf(lang)).flatMap((tree) => leafKeys(tree));
    const plurals = new Set(keys.filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -6)));
    expect(plurals.size).toBeGreaterThan(5);
    const missing = [...plurals].flatMap((base) =>
      forms.map((form) => `${base}_${form}`).filter((key) => !keys.includes(key)),
    );
    expect(missing).toEqual([]);
  });

  // A key without a namespace is looked up in every loaded one: it must live in exactly one.
  it('keeps each top-level group in one namespace', () => {
    const owners = new Map<string, string[]>();
    for (const [ns, tree] of Object.entries(english))
      for (const group of Object.keys(tree)) owners.set(group, [...(owners.get(group) ?? []), ns]);
    const shared = [...owners].filter(([, list]) => list.length > 1);
    expect(shared).toEqual([]);
  });

  it('has no empty texts', () => {
    for (const lang of LANGUAGES)
      for (const [ns, tree] of Object.entries(filesOf(lang))) {
        const empty = leafKeys(tree).filter((key) => lookup(tree, key).trim() === '');
        expect({ lang, ns, empty }).toEqual({ lang, ns, empty: [] });
      }
  });

  it('uses the same {{placeholders}} as English', () => {
    const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort().join();
    for (const lang of LANGUAGES)
      for (const [ns, tree] of Object.entries(filesOf(lang))) {
        // A missing text is the key-set test's to report.
        const differ = leafKeys(english[ns]).filter(
          (key) =>
            lookup(tree, key) !== '' &&
            placeholders(lookup(tree, key)) !== placeholders(lookup(english[ns], key)),
        );
        expect({ lang, ns, differ }).toEqual({ lang, ns, differ: [] });
      }
  });

  it('overrides only keys that exist, in their namespace, for a language the country offers', () => {
    for (const [path, file] of Object.entries(overrides)) {
      const [lang, country] = path.split('/').at(-1)?.replace('.json', '').split('_') ?? [];
      expect([
        'fr_CH',
        'de_CH',
        'en_CH',
        'fr_BE',
        'nl_BE',
        'en_BE',
        'fr_SN',
        'en_SN',
        'fr_TN',
        'en_TN',
      ]).toContain(`${lang}_${country}`);
      // Shaped like one i18next language: namespace -> texts.
      expect(namespaces).toEqual(expect.arrayContaining(Object.keys(file)));
      for (const [ns, tree] of Object.entries(file)) {
        const englishKeys = leafKeys(english[ns]);
        const unknown = leafKeys(tree).filter((key) => !englishKeys.includes(key));
        expect({ path, ns, unknown }).toEqual({ path, ns, unknown: [] });
        const placeholders = leafKeys(tree).filter(
          (key) =>
            (lookup(tree, key).match(/{{/g) ?? []).length !==
            (lookup(english[ns], key).match(/{{/g) ?? []).length,
        );
        expect({ path, ns, placeholders }).toEqual({ path, ns, placeholders: [] });
      }
    }
  });

  it('has the spec error keys', () => {
    const englishKeys = namespaces.flatMap((ns) => leafKeys(english[ns]));
    for (const code of [
      'EC-101',
      'EC-110',
      'EC-111',
      'EC-120',
      'EC-130',
      'EC-140',
      'EC-401',
      'EC-403',
      'EC-500',
    ]) {
      expect(englishKeys).toContain(`Error.API.${code}`);
    }
    expect(englishKeys).toEqual(
      expect.arrayContaining([
        'Error.API.FRONT_INVALID_PARAMETERS',
        'Error.API.OccuredError',
        'Error.Occurred',
        'Error.Title',
        '_.Success',
        '_.UpdateSuccessful',
        '_.LogoutError',
      ]),
    );
  });
});
