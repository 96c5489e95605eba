// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../stores/test-fixtures';
import { getMe, getMyCinemas } from './account';
import { postLogin, postLogout, postRefresh } from './auth';
import { getCinemas } from './cinemas';
import { type ApiContext, resetHttp } from './http';
import { getCatalogueSettings, getSettings } from './settings';
import { activateMember, createMember, decrypt, getPreferences, verifyMember } from './signup';
import { fakeFetch, json } from './test-fetch';

const onUnauthorized = vi.fn();
const ctx: ApiContext = {
  apiBase: '/api/',
  lang: 'nl',
  getToken: () => undefined,
  onUnauthorized,
  hosts: { catalogue: 'https://cat.example.test' },
};
const client = {
  ...{ id: 'c1', email: 'a@b.be', firstName: 'An', lastName: 'Peeters', qrCode: 'QR' },
  ...{ isLoyaltyAvailable: true, loyaltyLevel: 'typ-loy', isLoyaltyPopinDisplayed: false },
  ...{ newsletters: [], sendNewsletter: false, notifications: {}, favouriteColour: 'blue' },
};

beforeEach(() => resetHttp());
afterEach(() => vi.unstubAllGlobals());

describe('resource calls', () => {
  it('call the spec paths with the right methods and bodies', async () => {
    const sent = fakeFetch(json({}));
    const calls = [
      postLogout(ctx),
      verifyMember(ctx, 'a@b.be'),
      decrypt(ctx, 'ENC'),
      getCatalogueSettings(ctx).catch(() => undefined),
    ];
    await Promise.allSettled(calls);
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/nl/logout',
      'POST /api/nl/verify-member',
      'POST /api/nl/decrypt',
      'GET https://cat.example.test/settings?language=nl',
    ]);
    expect(sent[1]?.body).toEqual({ email: 'a@b.be' });
    expect(sent[2]?.body).toEqual({ entity: 'ENC' });
  });

  it('keep unknown client fields and validate the rest', async () => {
    fakeFetch(json(client));
    await expect(getMe(ctx)).resolves.toMatchObject({ firstName: 'An', favouriteColour: 'blue' });
  });

  it('return cinemas, favourite cinemas and preferences', async () => {
    const cinema = { id: '1', name: 'Pathé Charleroi', city: 'Charleroi' };
    fakeFetch(json({ cinemas: [cinema], preferredCinemas: [cinema], newsletters: [] }));
    await expect(getCinemas(ctx)).resolves.toEqual({ cinemas: [cinema] });
    await expect(getMyCinemas(ctx)).resolves.toEqual({ preferredCinemas: [cinema] });
    await expect(getPreferences(ctx)).resolves.toEqual({ newsletters: [] });
  });

  it('accept create-member only with HTTP 200 and an access_token', async () => {
    fakeFetch(json({ access_token: 't' }, 201), json({}, 200));
    const body = {} as Parameters<typeof createMember>[1];
    await expect(createMember(ctx, body)).rejects.toMatchObject({ status: 201 });
    await expect(createMember(ctx, body)).rejects.toMatchObject({ code: 'FRONT_INVALID_PARAMETERS' });
  });

  it('accept refresh only with HTTP 200', async () => {
    fakeFetch(json({ token: 't' }, 202));
    await expect(postRefresh(ctx, 'old')).rejects.toMatchObject({ status: 202 });
  });

  it('treat a 401 on login or activation as an answer, not a logout', async () => {
    fakeFetch(json({ errorCode: 'EC-120' }, 401));
    await expect(postLogin(ctx, { login: 'a', password: 'b', challenge: 'c' })).rejects.toMatchObject({
      code: 'EC-120',
    });
    await expect(
      activateMember(ctx, { email: 'a@b.be', firstName: 'An', challenge: 'c' }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('getSettings', () => {
  afterEach(() => document.getElementById('cine-settings')?.remove());

  it('takes the answer the page came with for its language, and calls the API in another', async () => {
    const written = document.createElement('script');
    written.type = 'application/json';
    written.id = 'cine-settings';
    written.lang = 'nl';
    written.textContent = JSON.stringify(settingsFixture);
    document.head.append(written);
    const sent = fakeFetch(json(settingsFixture));
    await expect(getSettings(ctx)).resolves.toMatchObject({ features: settingsFixture.features });
    expect(sent).toEqual([]);
    await getSettings({ ...ctx, lang: 'fr' });
    expect(sent.map((r) => r.url)).toEqual(['/api/fr/settings']);
  });
});
