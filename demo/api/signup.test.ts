// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Client, DecryptResponse } from '../../src/api/contract';
import { CHALLENGE, setupDemoApi } from './test-setup';

const api = setupDemoApi();

const member = (email: string, activationCode: string) => ({
  email,
  password: 'Sunset-Blvd-1950',
  favoriteCinema: 'ch-bern-westside',
  favoriteLanguage: 'DE',
  gender: 'other',
  firstName: ' Mia ',
  lastName: 'Keller',
  dateOfBirth: '2001-02-03',
  zipCode: '3027',
  challenge: CHALLENGE,
  isLoyalty: true,
  activationCode,
  city: 'Bern',
  newsletters: ['premieres', 'unknown-list'],
  sendNewsletter: true,
});

async function activate(email: string, isForce?: boolean) {
  return api.call('POST', '/api/de/activate-member', {
    body: { email, firstName: 'Mia', challenge: CHALLENGE, isForce },
  });
}

describe('signup', () => {
  it('tells whether an e-mail already has an account', async () => {
    const known = await api.call('POST', '/api/de/verify-member', { body: { email: 'DEMO.ch@cine.test' } });
    const unknown = await api.call('POST', '/api/de/verify-member', { body: { email: 'mia@cine.test' } });
    expect([known.json, unknown.json]).toEqual([{ exists: true }, { exists: false }]);
  });

  it('e-mails a six-digit code, and creates a member whose token opens the account', async () => {
    expect((await activate('mia@cine.test')).json).toEqual({ success: true });
    const [mail] = await api.outbox('mia@cine.test');
    expect(mail?.kind).toBe('activation');
    expect(mail?.code).toMatch(/^\d{6}$/);
    const created = await api.call('POST', '/api/de/create-member', {
      body: member('Mia@Cine.test', mail?.code ?? ''),
    });
    expect(created.status).toBe(200);
    const me = await api.call('GET', '/api/de/accounts/me', { token: created.json.access_token });
    const client = Client.parse(me.json);
    expect(client).toMatchObject({ email: 'mia@cine.test', firstName: 'Mia', loyaltyLevel: 'typ-loy' });
    expect(client.qrCode).toMatch(/^CINE-CH-\d{6}$/);
    expect(client.newsletters.filter((entry) => entry.subscribed).map((entry) => entry.id)).toEqual([
      'premieres',
    ]);
    expect(await api.login('mia@cine.test', 'Sunset-Blvd-1950')).toBeTruthy();
  });

  it('refuses unbounded fields at its contract, so no token outgrows a cookie', async () => {
    await activate('long@cine.test');
    const [mail] = await api.outbox('long@cine.test');
    const long = { ...member('long@cine.test', mail?.code ?? ''), firstName: 'A'.repeat(10_000) };
    const created = await api.call('POST', '/api/de/create-member', { body: long });
    expect(created.status).toBe(400);
    const refused = await api.call('POST', '/api/de/activate-member', {
      body: { email: 'long2@cine.test', firstName: 'B'.repeat(81), challenge: CHALLENGE },
    });
    expect(refused.status).toBe(400);
    const ok = await api.call('POST', '/api/de/create-member', {
      body: { ...long, firstName: 'A'.repeat(80) },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.access_token.length).toBeLessThan(2000);
  });

  it('refuses an e-mail that already has an account with 409 EC-111', async () => {
    const again = await activate('demo.ch@cine.test');
    expect([again.status, again.json.errorCode]).toEqual([409, 'EC-111']);
    const created = await api.call('POST', '/api/de/create-member', {
      body: member('mia@cine.test', '123456'),
    });
    expect([created.status, created.json.errorCode]).toEqual([409, 'EC-111']);
  });

  it('keeps the code on a repeated request, and sends a new one when forced', async () => {
    await activate('noah@cine.test');
    await activate('noah@cine.test');
    const [first] = await api.outbox('noah@cine.test');
    expect(await api.outbox('noah@cine.test')).toHaveLength(1);
    await activate('noah@cine.test', true);
    const messages = await api.outbox('noah@cine.test');
    expect(messages).toHaveLength(2);
    expect(messages[0]?.code).not.toBe(first?.code);
    const stale = await api.call('POST', '/api/de/create-member', {
      body: member('noah@cine.test', first?.code ?? ''),
    });
    expect(stale.json.errorCode).toBe('EC-110');
    const fresh = await api.call('POST', '/api/de/create-member', {
      body: member('noah@cine.test', messages[0]?.code ?? ''),
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses a wrong or expired code with 400 EC-110, and burns the code after five wrong tries', async () => {
    await activate('lina@cine.test');
    const [mail] = await api.outbox('lina@cine.test');
    const code = mail?.code ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await api.call('POST', '/api/de/create-member', {
        body: member('lina@cine.test', wrong),
      });
      expect([answer.status, answer.json.errorCode]).toEqual([400, 'EC-110']);
    }
    const burnt = await api.call('POST', '/api/de/create-member', { body: member('lina@cine.test', code) });
    expect(burnt.json.errorCode).toBe('EC-110');
    await activate('lina@cine.test', true);
    const [renewed] = await api.outbox('lina@cine.test');
    api.clock.advance(31 * 60 * 1000);
    const expired = await api.call('POST', '/api/de/create-member', {
      body: member('lina@cine.test', renewed?.code ?? ''),
    });
    expect([expired.status, expired.json.errorCode]).toEqual([400, 'EC-110']);
  });

  it('enforces the password rule with 400 EC-140', async () => {
    const weak = await api.call('POST', '/api/de/create-member', {
      body: { ...member('weak@cine.test', '123456'), password: 'popcorn2026' },
    });
    expect([weak.status, weak.json.errorCode]).toEqual([400, 'EC-140']);
  });
});

describe('decrypt', () => {
  it('round-trips an entity link made by /api/dev/entity', async () => {
    const made = await api.call(
      'GET',
      '/api/dev/entity?email=tom@cine.test&firstname=Tom&lastname=Weber&returnUrl=http://partner.localhost:5173/&lang=fr',
    );
    expect(made.json.link).toBe(`/fr/signup?entity=${made.json.entity}`);
    const decrypted = await api.call('POST', '/api/fr/decrypt', { body: { entity: made.json.entity } });
    expect(DecryptResponse.parse(decrypted.json)).toEqual({
      email: 'tom@cine.test',
      firstname: 'Tom',
      lastname: 'Weber',
      returnUrl: 'http://partner.localhost:5173/',
    });
  });

  it('refuses a tampered or foreign entity with 400 EC-101', async () => {
    const made = await api.call('GET', '/api/dev/entity?email=tom@cine.test&firstname=Tom&lastname=Weber');
    const entity: string = made.json.entity;
    const tampered = `${entity.slice(0, 20)}${entity[20] === 'A' ? 'B' : 'A'}${entity.slice(21)}`;
    for (const bad of [tampered, 'bm90LWFuLWVudGl0eQ']) {
      const answer = await api.call('POST', '/api/fr/decrypt', { body: { entity: bad } });
      expect([answer.status, answer.json.errorCode]).toEqual([400, 'EC-101']);
    }
  });
});
