import { describe, expect, it } from 'vitest';
import { leafKeys, type Messages, mergeMessages } from './locales/merge';

const overrides = import.meta.glob<Messages>('./locales/overrides/*.json', {
  eager: true,
  import: 'default',
});
const features = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' });
// Every feature file of a language, merged: what a page asking for every namespace would hold.
const bundleOf = (lang: string) =>
  mergeMessages(
    ...Object.entries(features)
      .filter(([path]) => path.startsWith(`./locales/${lang}/`))
      .map(([, tree]) => tree),
  );
const bundles: Record<string, Messages> = {
  en: bundleOf('en'),
  fr: bundleOf('fr'),
  de: bundleOf('de'),
  nl: bundleOf('nl'),
};
const en = bundles.en ?? {};
const englishKeys = leafKeys(en).sort();

describe('translations', () => {
  it.each(['fr', 'de', 'nl'])('%s has exactly the English keys, across every feature file', (lang) => {
    const keys = leafKeys(bundles[lang] ?? {}).sort();
    expect({ missing: englishKeys.filter((key) => !keys.includes(key)) }).toEqual({ missing: [] });
    expect({ extra: keys.filter((key) => !englishKeys.includes(key)) }).toEqual({ extra: [] });
  });

  it('has every feature file in all four languages', () => {
    const names = (lang: string) =>
      Object.keys(features)
        .filter((path) => path.startsWith(`./locales/${lang}/`))
        .map((path) => path.split('/').at(-1))
        .sort();
    expect(names('fr')).toEqual(names('en'));
    expect(names('de')).toEqual(names('en'));
    expect(names('nl')).toEqual(names('en'));
  });

  it('has no empty texts', () => {
    for (const [lang, bundle] of Object.entries(bundles)) {
      const empty = leafKeys(bundle).filter((key) => lookup(bundle, key).trim() === '');
      expect({ lang, empty }).toEqual({ lang, empty: [] });
    }
  });

  it('uses the same {{placeholders}} as English', () => {
    const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort().join();
    for (const [lang, bundle] of Object.entries(bundles)) {
      // A missing text is the key-set test's to report.
      const differ = englishKeys.filter(
        (key) =>
          lookup(bundle, key) !== '' && placeholders(lookup(bundle, key)) !== placeholders(lookup(en, key)),
      );
      expect({ lang, differ }).toEqual({ lang, differ: [] });
    }
  });

  it('overrides only keys that exist, for a language the country offers', () => {
    for (const [path, tree] of Object.entries(overrides)) {
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
      const unknown = leafKeys(tree).filter((key) => !englishKeys.includes(key));
      expect({ path, unknown }).toEqual({ path, unknown: [] });
    }
  });

  it('has the spec error keys', () => {
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

function lookup(tree: Messages, key: string): string {
  const value = key
    .split('.')
    .reduce<Messages | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  return typeof value === 'string' ? value : '';
}
