// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Client } from '../../src/api/contract/client';
import { setupDemoApi } from './test-setup';

const api = setupDemoApi();
const fault = (value: string) => ({ 'x-demo-fault': value });

/** A member of its own per test (signup by API), so changes never leak between tests. */
async function newMember(tag: string, host = 'ch.localhost:5173') {
  const email = `${tag}.${Math.random().toString(36).slice(2)}@example.com`;
  await api.call('POST', '/api/en/activate-member', {
    host,
    body: { email, firstName: 'Test', challenge: 'dev-pass' },
  });
  const [message] = await api.outbox(email);
  const cinemas = await api.call('GET', '/api/en/cinemas', { host });
  const created = await api.call('POST', '/api/en/create-member', {
    host,
    body: {
      email,
      password: 'Popcorn-2026',
      favoriteCinema: cinemas.json.cinemas[0].id,
      favoriteLanguage: 'EN',
      gender: 'other',
      firstName: 'Test',
      lastName: 'Member',
      dateOfBirth: '1990-01-02',
      zipCode: host.startsWith('sn') ? '10000' : '1000',
      challenge: 'dev-pass',
      isLoyalty: false,
      activationCode: message?.code,
      city: 'Somewhere',
      newsletters: [],
      sendNewsletter: false,
    },
  });
  expect(created.status).toBe(200);
  return { email, token: created.json.access_token as string, host };
}

describe('accounts/me/update', () => {
  it('saves the details sent and answers the whole client (200)', async () => {
    const { token } = await newMember('update');
    const answer = await api.call('PATCH', '/api/fr/accounts/me/update', {
      token,
      body: { firstName: '  Zoé ', city: 'Bern', zipCode: '3000', dateOfBirth: '1985-02-28' },
    });
    expect(answer.status).toBe(200);
    expect(Client.parse(answer.json)).toMatchObject({ firstName: 'Zoé', city: 'Bern', zipCode: '3000' });
    const again = await api.call('GET', '/api/fr/accounts/me', { token });
    expect(again.json.dateOfBirth).toBe('1985-02-28');
  });

  it.each([
    [{ zipCode: '12' }, 'zipCode'],
    [{ dateOfBirth: '2025-02-30' }, 'dateOfBirth'],
    [{ dateOfBirth: '2020-01-01' }, 'at least'],
    [{ firstName: '' }, 'firstName'],
    [{ gender: 'robot' }, 'gender'],
  ])('refuses %j with 400 EC-140', async (body, words) => {
    const { token } = await newMember('bad');
    const answer = await api.call('PATCH', '/api/en/accounts/me/update', { token, body });
    expect([answer.status, answer.json.errorCode]).toEqual([400, 'EC-140']);
    expect(answer.json.errorDescription).toContain(words);
  });

  it('records the closed loyalty pop-in and lets a member join the programme', async () => {
    const { token } = await newMember('loyal');
    const answer = await api.call('PATCH', '/api/en/accounts/me/update', {
      token,
      body: { isLoyaltyPopinDisplayed: true, isLoyalty: true },
    });
    expect(answer.json).toMatchObject({ isLoyaltyPopinDisplayed: true, loyaltyLevel: 'typ-loy' });
  });

  it('needs a session', async () => {
    const answer = await api.call('PATCH', '/api/en/accounts/me/update', { body: { city: 'x' } });
    expect([answer.status, answer.json.errorCode]).toEqual([401, 'EC-401']);
  });
});

describe('accounts/me/newsletters', () => {
  it('keeps known newsletters, the flag and the channels', async () => {
    const { token } = await newMember('news');
    const body = {
      newsletters: ['offers', 'family'],
      sendNewsletter: true,
      notifications: { email: false, sms: true },
    };
    const answer = await api.call('PATCH', '/api/fr/accounts/me/newsletters', { token, body });
    expect(answer.status).toBe(200);
    expect(
      answer.json.newsletters
        .filter((n: { subscribed: boolean }) => n.subscribed)
        .map((n: { id: string }) => n.id),
    ).toEqual(['offers', 'family']);
    expect(answer.json).toMatchObject({ sendNewsletter: true, notifications: { email: false, sms: true } });
    const unknown = await api.call('PATCH', '/api/fr/accounts/me/newsletters', {
      token,
      body: { ...body, newsletters: ['spam'] },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('accounts/me/password', () => {
  it('refuses a wrong current password, then changes it: the old one no longer signs in', async () => {
    const { email, token } = await newMember('pw');
    const wrong = await api.call('PATCH', '/api/en/accounts/me/password', {
      token,
      body: { currentPassword: 'Nope-2026', newPassword: 'Cinema-2027' },
    });
    expect([wrong.status, wrong.json.errorCode]).toEqual([400, 'EC-120']);
    const weak = await api.call('PATCH', '/api/en/accounts/me/password', {
      token,
      body: { currentPassword: 'Popcorn-2026', newPassword: 'weakweak' },
    });
    expect([weak.status, weak.json.errorCode]).toEqual([400, 'EC-140']);
    const done = await api.call('PATCH', '/api/en/accounts/me/password', {
      token,
      body: { currentPassword: 'Popcorn-2026', newPassword: 'Cinema-2027' },
    });
    expect(done.status).toBe(201);
    expect(await api.login(email, 'Popcorn-2026')).toBeUndefined();
    expect(await api.login(email, 'Cinema-2027')).toBeTruthy();
  });
});

describe('favourite cinemas', () => {
  it('adds in order without duplicates, removes, and refuses unknown cinemas', async () => {
    const { token } = await newMember('fav');
    const first = (await api.call('GET', '/api/en/accounts/me/cinemas', { token })).json.preferredCinemas;
    expect(first).toHaveLength(1);
    const added = await api.call('PATCH', '/api/en/accounts/me/cinemas', {
      token,
      body: { cinemas: ['ch-bern-westside', 'ch-basel-kuechlin', 'ch-bern-westside'] },
    });
    expect(added.json.preferredCinemas.map((c: { id: string }) => c.id)).toEqual([
      first[0].id,
      'ch-bern-westside',
      'ch-basel-kuechlin',
    ]);
    const removed = await api.call('PATCH', '/api/en/accounts/me/cinemasdelete', {
      token,
      body: { cinemas: [first[0].id] },
    });
    expect(removed.json.preferredCinemas.map((c: { id: string }) => c.id)).toEqual([
      'ch-bern-westside',
      'ch-basel-kuechlin',
    ]);
    const foreign = await api.call('PATCH', '/api/en/accounts/me/cinemas', {
      token,
      body: { cinemas: ['be-gent-dok'] },
    });
    expect(foreign.status).toBe(400);
  });
});

describe('DELETE accounts/me', () => {
  it('refuses a wrong password in the request language, then deletes: the account cannot sign in', async () => {
    const { email, token } = await newMember('bye');
    const wrong = await api.call('DELETE', '/api/fr/accounts/me', {
      token,
      body: { password: 'x', challenge: 'dev-pass' },
    });
    expect([wrong.status, wrong.json.errorCode]).toEqual([400, 'EC-120']);
    expect(wrong.json.errorDescription).toContain('mot de passe');
    const robot = await api.call('DELETE', '/api/fr/accounts/me', {
      token,
      body: { password: 'Popcorn-2026', challenge: '' },
    });
    expect(robot.status).toBe(400);
    const done = await api.call('DELETE', '/api/de/accounts/me', {
      token,
      body: { password: 'Popcorn-2026', challenge: 'dev-pass' },
    });
    expect(done.status).toBe(200);
    expect(done.json.message).toContain('gelöscht');
    expect((await api.call('GET', '/api/en/accounts/me', { token })).status).toBe(401);
    expect(await api.login(email)).toBeUndefined();
  });
});

describe('fault injection on the member calls', () => {
  it.each([
    ['PATCH', '/api/en/accounts/me/update', 'accounts/me/update:500', { city: 'x' }],
    ['DELETE', '/api/en/accounts/me', 'accounts/me:500', { password: 'x', challenge: 'dev-pass' }],
    ['GET', '/mobile/v4/client/shows', 'v4/client/shows:500', undefined],
    ['GET', '/tunnel/customer/ebillet', 'ebillet:500', undefined],
    ['GET', '/api/en/accounts/me/points-history', 'points-history:500', undefined],
  ])('%s %s fails on request', async (method, path, value, body) => {
    const token = await api.login('demo.ch@cine.test');
    const answer = await api.call(method, path, {
      token,
      body,
      headers: { ...fault(value), 'x-api-key': 'demo-mobile-key' },
    });
    expect([answer.status, answer.json.errorCode]).toEqual([500, 'EC-500']);
  });
});
