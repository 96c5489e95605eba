import { describe, expect, it } from 'vitest';
import { translate } from './translate';

const fr = {
  _: { Close: 'Fermer', Hello: 'Bonjour {{name}}', Both: '{{ a }} et {{b}}' },
  Error: { API: { 'EC-101': 'Une erreur est survenue.' } },
  seats: { left_zero: 'Complet', left_one: '{{count}} place', left_other: '{{count}} places' },
  plain: { min: 'Au moins {{count}} caractères.' },
};
const en = { _: { Close: 'Close', OnlyEnglish: 'English only' } };

describe('translate', () => {
  it('reads dotted keys, including keys with dashes and the `_` group', () => {
    expect(translate([fr], '_.Close')).toBe('Fermer');
    expect(translate([fr], 'Error.API.EC-101')).toBe('Une erreur est survenue.');
  });

  it('fills {{placeholders}} without escaping (React escapes)', () => {
    expect(translate([fr], '_.Hello', { name: "O'Brien <3" })).toBe("Bonjour O'Brien <3");
    expect(translate([fr], '_.Both', { a: 1, b: 'deux' })).toBe('1 et deux');
    expect(translate([fr], '_.Hello')).toBe('Bonjour ');
  });

  it('picks the plural form of `count` by the locale rules, `_zero` first for 0', () => {
    expect(translate([fr], 'seats.left', { count: 0 }, 'fr-CH')).toBe('Complet');
    expect(translate([fr], 'seats.left', { count: 1 }, 'fr-CH')).toBe('1 place');
    // French puts 1.5 in "one", English would not.
    expect(translate([fr], 'seats.left', { count: 1.5 }, 'fr-CH')).toBe('1.5 place');
    expect(translate([fr], 'seats.left', { count: 1.5 }, 'en-CH')).toBe('1.5 places');
    expect(translate([fr], 'seats.left', { count: 12 }, 'fr-CH')).toBe('12 places');
  });

  it('uses the bare key when a counted text has no plural forms', () => {
    expect(translate([fr], 'plain.min', { count: 8 })).toBe('Au moins 8 caractères.');
  });

  it('falls back along the trees, then to defaultValue, then to the key', () => {
    expect(translate([fr, en], '_.OnlyEnglish')).toBe('English only');
    expect(translate([fr, en], '_.Nowhere', { defaultValue: 'Hi {{name}}', name: 'Ana' })).toBe('Hi Ana');
    expect(translate([fr, en], '_.Nowhere')).toBe('_.Nowhere');
    // A group is not a text.
    expect(translate([fr], 'Error.API')).toBe('Error.API');
  });
});
