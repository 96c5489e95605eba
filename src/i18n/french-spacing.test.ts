import { describe, expect, it } from 'vitest';
import { frenchSpacing, NARROW_NBSP } from './french-spacing';

type Tree = { [key: string]: unknown };
const files = import.meta.glob<Tree>(['./locales/fr/*.json', './locales/overrides/fr_*.json'], {
  eager: true,
  import: 'default',
});
const strings = (tree: unknown, path: string): [string, string][] =>
  typeof tree === 'string'
    ? [[path, tree]]
    : typeof tree === 'object' && tree !== null
      ? Object.entries(tree).flatMap(([key, value]) => strings(value, `${path}.${key}`))
      : [];
const french = Object.entries(files).flatMap(([path, tree]) => strings(tree, path));

describe('French typography', () => {
  it('puts a narrow no-break space before high punctuation and inside « »', () => {
    expect(frenchSpacing('Mot de passe oublié ? Erreur : « non » !')).toBe(
      'Mot de passe oublié\u202F? Erreur\u202F: «\u202Fnon\u202F»\u202F!',
    );
    expect(frenchSpacing('Déjà\u00A0; fait?')).toBe('Déjà\u202F; fait\u202F?');
    expect(frenchSpacing('…?')).toBe('…\u202F?');
  });

  // A plain space would let a line break before the colon: `npm run texts:french` fixes the files.
  it('every French text follows the rule (run npm run texts:french after editing them)', () => {
    expect(french.length).toBeGreaterThan(500);
    const wrong = french.filter(([, text]) => frenchSpacing(text) !== text).map(([path]) => path);
    expect(wrong).toEqual([]);
    const bare = french.filter(([, text]) => /(?<!\u202F)[:;!?»]/.test(text) || /«(?!\u202F)/.test(text));
    expect(bare).toEqual([]);
    expect(french.filter(([, text]) => text.includes(NARROW_NBSP)).length).toBeGreaterThan(25);
  });
});
