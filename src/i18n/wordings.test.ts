import { describe, expect, it } from 'vitest';
import { setLanguage, t } from './index';

type Tree = { [key: string]: unknown };

const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const leaves = (tree: unknown, prefix = ''): [string, string][] =>
  isTree(tree)
    ? Object.entries(tree).flatMap(([key, value]) =>
        isTree(value)
          ? leaves(value, `${prefix}${key}.`)
          : [[`${prefix}${key}`, String(value)] as [string, string]],
      )
    : [];
/** Every text of a language: dotted key -> text. */
const textsOf = (lang: string) =>
  new Map(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./locales/${lang}/`))
      .flatMap(([, tree]) => leaves(tree)),
  );
const LANGUAGES = ['fr', 'en', 'de', 'nl'] as const;

describe('wordings a fluent reader expects', () => {
  it('Swiss German writes no ß in any text, after the country variant', async () => {
    await setLanguage('de', 'CH');
    const keys = [...textsOf('de').keys()];
    expect(keys.length).toBeGreaterThan(500);
    const withEszett = keys.filter((key) => /[ßẞ]/.test(t(key, { count: 2 })));
    expect(withEszett).toEqual([]);
    // The German files themselves keep ß where Germany writes it: the variant spells it.
    expect(t('_.Close')).toBe('Schliessen');
  });

  it('the emotion filter names each choice on its own, not as the end of a sentence', () => {
    const filters = (lang: string) =>
      ['all', 'love', 'like', 'disappointed'].map((key) =>
        textsOf(lang).get(`dashboard.films.filters.${key}`),
      );
    expect(filters('de')).toEqual(['Alle', 'Liebe ich', 'Mag ich', 'Enttäuscht']);
    expect(filters('en')).toEqual(['All', 'Loved', 'Liked', 'Disappointing']);
    expect(filters('fr')).toEqual(['Tous', 'Adorés', 'Aimés', 'Décevants']);
    expect(filters('nl')).not.toContain('Tegenvielen');
  });

  it('the coming orders tab says the shows are coming, in every language', () => {
    const tabs = LANGUAGES.map((lang) => textsOf(lang).get('tickets.tabs.inProgress'));
    expect(tabs).toEqual(['À venir', 'Upcoming', 'Bevorstehend', 'Komende']);
  });

  it.each(LANGUAGES)('%s: the footer heading and its first switch do not say the same', (lang) => {
    const texts = textsOf(lang);
    expect(texts.get('footer.regular')).not.toBe(texts.get('footer.faqTitle'));
  });

  it('the offer says whose points are left, not "still 320 points"', () => {
    expect(textsOf('de').get('loyalty.offer.remaining_other')).toBe(
      '{{points}} Punkte auf diesem Angebot übrig',
    );
    expect(textsOf('nl').get('loyalty.offer.remaining_other')).not.toMatch(/^Nog /);
  });
});
