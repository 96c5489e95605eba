import { describe, expect, it } from 'vitest';

// Rules a native editor applies to every text, checked on every string.
type Tree = { [key: string]: unknown };
const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const strings = (tree: unknown, path: string): [string, string][] =>
  typeof tree === 'string'
    ? [[path, tree]]
    : typeof tree === 'object' && tree !== null
      ? Object.entries(tree).flatMap(([key, value]) => strings(value, `${path}.${key}`))
      : [];
/** Every shown text of a language (its own files and its country overrides), by file and key. */
const textsOf = (lang: string) =>
  Object.entries(files)
    .filter(([path]) => path.startsWith(`./locales/${lang}/`) || path.includes(`/overrides/${lang}_`))
    .flatMap(([path, tree]) => strings(tree, path));
const matching = (lang: string, pattern: RegExp) =>
  textsOf(lang)
    .filter(([, text]) => pattern.test(text))
    .map(([path, text]) => `${path}: ${text}`);

describe('one sign-in verb per language', () => {
  it.each([
    // English: sign in / sign out, never log in / log out.
    [
      'en',
      /\blog(?:ged|ging)?[ -]?(?:in|out|on|off)\b|\blogin\b|\blogout\b/i,
      /\bsign(?:ed|ing)? (?:in|out)\b/i,
    ],
    // Flemish: aanmelden / afmelden, never inloggen / uitloggen.
    [
      'nl',
      /\b(?:in|uit)(?:ge)?log|\blog(?:t)? (?:u )?(?:in|uit)\b/i,
      /\b(?:aan|af)(?:ge)?meld|\bmeld u (?:aan|af)\b/i,
    ],
    // French: se connecter / se déconnecter, never s’identifier or log in.
    ['fr', /identifiez|s’identifier|\blog(?:in|out)\b|\bconnectez-vous\b.*\bidentif/i, /\b(?:dé)?connect/i],
    // German: anmelden / abmelden, never einloggen / ausloggen.
    ['de', /(?:ein|aus)(?:ge)?logg|\blog(?:in|out)\b/i, /\b(?:an|ab)(?:ge)?meld|melden Sie sich (?:an|ab)/i],
  ])('%s', (lang, other, chosen) => {
    expect(matching(lang, other as RegExp)).toEqual([]);
    expect(matching(lang, chosen as RegExp).length).toBeGreaterThan(5);
  });
});

describe('English is British throughout', () => {
  it('spells the British way and names British things', () => {
    const american =
      /\b(?:cancel(?:ed|ing)|colors?|favor(?:ite)?s?|cent(?:er|ers)|program(?:s)?|organiz\w*|realiz\w*|recogniz\w*|customiz\w*|personaliz\w*|authoriz\w*|analyz\w*|behaviors?|catalog|licenses?d?|checkout|zip code|frequent questions|tell me by)\b/i;
    expect(matching('en', american)).toEqual([]);
  });
  it('quotes with single quotes, as British editors do', () => {
    expect(matching('en', /[“”"]/)).toEqual([]);
  });
});

describe('French writes no inclusive forms', () => {
  it('has no middle dot or bracketed endings', () => {
    expect(matching('fr', /\p{L}·\p{L}|\p{L}\((?:e|es|ne|trice)\)/u)).toEqual([]);
  });
  it('says “code QR”, one spelling', () => {
    expect(matching('fr', /QR code/i)).toEqual([]);
  });
});
