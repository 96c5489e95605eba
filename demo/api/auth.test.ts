// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Client, PreferredCinemasResponse, TokenClaims } from '../../src/api/contract';
import { CHALLENGE, START, setupDemoApi } from './test-setup';

const api = setupDemoApi();
const HOUR = 3600 * 1000;

function claimsOf(token: string) {
  const [, payload] = token.split('.');
  return TokenClaims.parse(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()));
}

describe('POST login', () => {
  it('signs in the demo member with a trimmed, case-insensitive login', async () => {
    const answer = await api.call('POST', '/api/fr/login', {
      body: { login: '  Demo.CH@Cine.Test ', password: 'Popcorn-2026', challenge: CHALLENGE },
    });
    expect(answer.status).toBe(200);
    const claims = claimsOf(answer.json.token);
    expect(claims).toMatchObject({ email: 'demo.ch@cine.test', given_name: 'Léa', family_name: 'Muller' });
    expect(claims.exp - (claims.iat ?? 0)).toBe(3600);
    expect(claims.iat).toBe(START / 1000);
  });

  it('issues a real HS256 token signed with the server secret', async () => {
    const token = await api.login('demo.ch@cine.test');
    const [header, payload, signature] = token.split('.');
    const expected = createHmac('sha256', api.db().secret).update(`${header}.${payload}`).digest('base64url');
    expect(signature).toBe(expected);
  });

  it.each([
    ['a wrong password', 'demo.ch@cine.test', 'Popcorn-2025'],
    ['an unknown e-mail', 'nobody@cine.test', 'Popcorn-2026'],
    ['another country’s member', 'demo.be@cine.test', 'Popcorn-2026'],
  ])('refuses %s with 401 EC-120', async (_, login, password) => {
    const answer = await api.call('POST', '/api/fr/login', {
      body: { login, password, challenge: CHALLENGE },
    });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({
      errorCode: 'EC-120',
      errorDescription: expect.any(String),
      httpStatus: 401,
      httpMessage: 'Unauthorized',
    });
  });

  it('refuses a failed human check and an invalid body with 400 EC-140', async () => {
    const badCaptcha = await api.call('POST', '/api/fr/login', {
      body: { login: 'demo.ch@cine.test', password: 'Popcorn-2026', challenge: 'robot' },
    });
    expect([badCaptcha.status, badCaptcha.json.errorCode]).toEqual([400, 'EC-140']);
    const invalid = await api.call('POST', '/api/fr/login', { body: { login: 'demo.ch@cine.test' } });
    expect([invalid.status, invalid.json.errorCode, invalid.json.httpStatus]).toEqual([400, 'EC-140', 400]);
  });
});

describe('GET accounts/me', () => {
  it('returns the member as a contract Client, and the favourite cinemas', async () => {
    const token = await api.login('demo.ch@cine.test');
    const me = Client.parse((await api.call('GET', '/api/fr/accounts/me', { token })).json);
    expect(me).toMatchObject({ firstName: 'Léa', qrCode: 'CINE-CH-000123', loyaltyLevel: 'typ-loy' });
    const cinemas = await api.call('GET', '/api/fr/accounts/me/cinemas', { token });
    expect(PreferredCinemasResponse.parse(cinemas.json).preferredCinemas[0]?.city).toBe('Lausanne');
  });

  it('gives typ-web to the Senegal member', async () => {
    const token = await api.login('demo.sn@cine.test', undefined, 'sn.localhost');
    const me = await api.call('GET', '/api/en/accounts/me', { token, host: 'sn.localhost' });
    expect(me.json.loyaltyLevel).toBe('typ-web');
  });

  it('answers 401 EC-401 with no, a tampered or an expired token', async () => {
    const token = await api.login('demo.ch@cine.test');
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'member-ch-demo', exp: 9e9 })).toString('base64url')}.${signature}`;
    for (const bad of [undefined, 'not-a-token', forged]) {
      const answer = await api.call('GET', '/api/fr/accounts/me', { token: bad });
      expect([answer.status, answer.json.errorCode]).toEqual([401, 'EC-401']);
    }
    api.clock.advance(HOUR);
    const expired = await api.call('GET', '/api/fr/accounts/me', { token });
    expect([expired.status, expired.json.errorCode]).toEqual([401, 'EC-401']);
  });
});

describe('POST refresh and logout', () => {
  it('refreshes a token up to seven days after it expired, with an empty errorCode', async () => {
    const token = await api.login('demo.ch@cine.test');
    api.clock.advance(6 * 24 * HOUR);
    const answer = await api.call('POST', '/api/fr/refresh', { body: { token } });
    expect(answer.status).toBe(200);
    expect(answer.json.errorCode).toBe('');
    const me = await api.call('GET', '/api/fr/accounts/me', { token: answer.json.token });
    expect(me.status).toBe(200);
  });

  it('refuses with 200 and EC-401 after seven days or with a bad signature', async () => {
    const token = await api.login('demo.ch@cine.test');
    const tampered = await api.call('POST', '/api/fr/refresh', {
      body: { token: `${token.slice(0, -2)}xx` },
    });
    expect([tampered.status, tampered.json]).toEqual([200, { token: '', errorCode: 'EC-401' }]);
    api.clock.advance(8 * 24 * HOUR);
    const late = await api.call('POST', '/api/fr/refresh', { body: { token } });
    expect([late.status, late.json]).toEqual([200, { token: '', errorCode: 'EC-401' }]);
  });

  it('logs out: the token no longer opens the account nor refreshes', async () => {
    const token = await api.login('demo.ch@cine.test');
    const answer = await api.call('POST', '/api/fr/logout', { token });
    expect([answer.status, answer.json.success]).toEqual([200, true]);
    expect((await api.call('GET', '/api/fr/accounts/me', { token })).status).toBe(401);
    expect((await api.call('POST', '/api/fr/refresh', { body: { token } })).json.errorCode).toBe('EC-401');
  });

  it('logs out one sign-in only: another one in the same second keeps its session', async () => {
    const first = await api.login('demo.ch@cine.test');
    const second = await api.login('demo.ch@cine.test');
    expect(second).not.toBe(first);
    await api.call('POST', '/api/fr/logout', { token: first });
    expect((await api.call('GET', '/api/fr/accounts/me', { token: second })).status).toBe(200);
  });
});
