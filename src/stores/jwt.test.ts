import { InvalidTokenError } from 'jwt-decode';
import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from './jwt';

const encode = (value: object | string) =>
  btoa(
    String.fromCharCode(
      ...new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value)),
    ),
  )
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const header = encode({ alg: 'HS256', typ: 'JWT' });
const claims = { sub: '42', given_name: 'Léa', family_name: 'Müller???', exp: 1 };

describe('decodeJwtPayload', () => {
  it('reads unpadded base64url claims with non-ASCII names', () => {
    // "???" encodes to "Pz8/": the payload uses the url alphabet and needs padding.
    expect(encode(claims)).toMatch(/_/);
    expect(encode(claims).length % 4).not.toBe(0);
    expect(decodeJwtPayload(`${header}.${encode(claims)}.sig`)).toEqual(claims);
  });

  it('reads Latin-1 payload bytes as they are when they are not UTF-8', () => {
    const latin1 = btoa('{"given_name":"L\xe9a"}').replace(/=+$/, '');
    expect(decodeJwtPayload(`h.${latin1}.s`)).toEqual({ given_name: 'Léa' });
  });

  it('throws on a payload that is not base64url', () => {
    expect(() => decodeJwtPayload('h.%%%.s')).toThrow(InvalidTokenError);
    // A length of 4n+1 cannot be base64.
    expect(() => decodeJwtPayload('h.abcde.s')).toThrow(InvalidTokenError);
  });

  it('throws on a payload that is not JSON', () => {
    expect(() => decodeJwtPayload(`h.${encode('not json')}.s`)).toThrow(InvalidTokenError);
    expect(() => decodeJwtPayload('h..s')).toThrow(InvalidTokenError);
  });

  it('throws unless the token has exactly three dot-separated parts', () => {
    const payload = encode(claims);
    expect(() => decodeJwtPayload('')).toThrow(InvalidTokenError);
    expect(() => decodeJwtPayload(payload)).toThrow(InvalidTokenError);
    expect(() => decodeJwtPayload(`${header}.${payload}`)).toThrow(InvalidTokenError);
    expect(() => decodeJwtPayload(`${header}.${payload}.sig.extra`)).toThrow(InvalidTokenError);
    expect(() => decodeJwtPayload(`${header}.${payload}.sig.`)).toThrow(InvalidTokenError);
  });
});
