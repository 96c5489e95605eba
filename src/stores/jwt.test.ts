import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from './jwt';

const encode = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('decodeJwtPayload', () => {
  it('reads unpadded base64url claims with non-ASCII names', () => {
    const claims = { sub: '42', given_name: 'Léa', family_name: 'Müller?>', exp: 1 };
    expect(decodeJwtPayload(`h.${encode(claims)}.s`)).toEqual(claims);
  });

  it('throws on a payload that is not base64url JSON', () => {
    expect(() => decodeJwtPayload('h.%%%.s')).toThrow();
    expect(() => decodeJwtPayload(`h.${btoa('not json')}.s`)).toThrow();
  });
});
