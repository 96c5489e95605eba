// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../api/test-fetch';
import { deleteCookie, writeCookie } from '../platform/cookies';
import { configure } from './config';
import {
  $session,
  clearSession,
  decodeUser,
  REFRESH_AHEAD_MS,
  refreshSession,
  restoreSession,
  setToken,
} from './session';
import { checkSession } from './session-guard';
import { $settings } from './settings';
import { storeTestBed } from './test-bed';
import { makeJwt, settingsFixture } from './test-fixtures';

const outcomes = storeTestBed();

afterEach(() => {
  $settings.set(undefined);
  deleteCookie('cine_jwt');
});

describe('the user from the token', () => {
  it('has initials, expiry, subject and e-mail', () => {
    const token = makeJwt(3600);
    expect(setToken(token)).toBe(true);
    const user = $session.get().user;
    expect(user).toMatchObject({
      initials: 'LM',
      sub: 'u-1',
      email: 'lea.muller@example.ch',
      givenName: 'léa',
    });
    expect(user?.expire.getTime()).toBeGreaterThan(Date.now());
    expect($session.get().token).toBe(token);
  });

  it('is refused when the token is not three dot-separated parts, broken, or expired', () => {
    const [head, body] = makeJwt().split('.');
    expect(decodeUser(`${head}.${body}`)).toBeUndefined();
    expect(decodeUser('a.b.c')).toBeUndefined();
    expect(decodeUser(makeJwt(3600, { email: undefined }))).toBeUndefined();
    expect(setToken(makeJwt(-10))).toBe(false);
    expect($session.get()).toEqual({});
  });
});

describe('restoring the session from the cookie', () => {
  const setCookie = (value: string) => writeCookie('cine_jwt', value);

  it('reads the JSON {jwt} cookie named by the settings once they arrive', () => {
    localStorage.clear();
    $settings.set(undefined);
    const token = makeJwt();
    setCookie(JSON.stringify({ jwt: token }));
    // An unknown name on a new device: the default name finds nothing yet.
    expect(restoreSession()).toBe(false);
    $settings.set(settingsFixture);
    expect($session.get().token).toBe(token);
  });

  it('finds the session before the settings, by the name they gave last time', () => {
    $settings.set(settingsFixture);
    $settings.set(undefined);
    clearSession();
    const token = makeJwt();
    setCookie(JSON.stringify({ jwt: token }));
    expect(restoreSession()).toBe(true);
    expect($session.get().token).toBe(token);
  });

  it.each([
    ['not json'],
    ['{"token":"x"}'],
    [JSON.stringify({ jwt: 'abc' })],
    [JSON.stringify({ jwt: makeJwt(-1) })],
  ])('discards %s', (value) => {
    setCookie(value);
    $settings.set(settingsFixture);
    expect($session.get()).toEqual({});
  });
});

describe('checkSession (the guard)', () => {
  it('is missing without a token, ok until 7200 s after expiry, then expired and logged out', () => {
    expect(checkSession()).toBe('missing');
    setToken(makeJwt(600));
    const expire = $session.get().user?.expire.getTime() ?? 0;
    expect(checkSession(expire + 7199_000)).toBe('ok');
    expect(checkSession(expire + 7200_000)).toBe('expired');
    expect($session.get()).toEqual({});
    expect(outcomes).toEqual([{ type: 'loggedOut' }]);
  });

  it('asks the app for a fresh token in a webview', () => {
    configure({ context: 'webview' });
    setToken(makeJwt(600));
    checkSession(Date.now() + 3 * 3600_000);
    expect(outcomes[0]).toEqual({ type: 'native', message: { type: 'refreshToken' } });
  });
});

describe('refreshSession', () => {
  it('takes the new token only with HTTP 200 and no errorCode', async () => {
    const fresh = makeJwt(7200, { sub: 'u-1b' });
    const sent = fakeFetch(
      json({ token: fresh, errorCode: 'EC-401' }),
      json({ token: fresh }, 201),
      json({ token: fresh }),
    );
    setToken(makeJwt());
    expect(await refreshSession()).toBe(false);
    expect(await refreshSession()).toBe(false);
    expect($session.get().user?.sub).toBe('u-1');
    expect(await refreshSession()).toBe(true);
    expect($session.get().token).toBe(fresh);
    expect(sent[0]?.url).toMatch(/\/api\/fr\/refresh$/);
  });
});

describe('renewal before expiry', () => {
  afterEach(() => vi.useRealTimers());

  it('calls POST refresh a minute before the token expires, and arms again for the new token', async () => {
    vi.useFakeTimers();
    const fresh = makeJwt(7200, { sub: 'u-1b' });
    const sent = fakeFetch(json({ token: fresh }));
    setToken(makeJwt(600));
    await vi.advanceTimersByTimeAsync(600_000 - REFRESH_AHEAD_MS - 1000);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect($session.get().token).toBe(fresh));
    expect(sent.map((request) => request.url)).toEqual([expect.stringMatching(/\/api\/fr\/refresh$/)]);
  });

  it('asks the native app for a fresh token in a webview', async () => {
    vi.useFakeTimers();
    configure({ context: 'webview' });
    const sent = fakeFetch(json({}));
    setToken(makeJwt(120));
    await vi.advanceTimersByTimeAsync(61_000);
    expect(outcomes).toContainEqual({ type: 'native', message: { type: 'refreshToken' } });
    expect(sent).toHaveLength(0);
  });
});

describe('other tabs', () => {
  it('follow a logout made in another tab', async () => {
    setToken(makeJwt());
    const otherTab = new BroadcastChannel('cine-session');
    otherTab.postMessage({ type: 'logout' });
    await vi.waitFor(() => expect($session.get()).toEqual({}));
    expect(outcomes).toContainEqual({ type: 'loggedOut' });
    otherTab.close();
  });

  it('end on the page the signing-out tab went to, with one loggedOut, and ignore a second logout', async () => {
    setToken(makeJwt());
    const otherTab = new BroadcastChannel('cine-session');
    otherTab.postMessage({ type: 'logout', to: '/catalogue/fr' });
    await vi.waitFor(() => expect($session.get()).toEqual({}));
    otherTab.postMessage({ type: 'logout', to: '/fr/login' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outcomes).toEqual([{ type: 'loggedOut' }, { type: 'navigate', to: '/catalogue/fr', load: true }]);
    otherTab.close();
  });

  it('hear about a login and a logout made here', async () => {
    const otherTab = new BroadcastChannel('cine-session');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    const token = makeJwt();
    setToken(token);
    clearSession();
    clearSession('/catalogue/fr');
    await vi.waitFor(() =>
      expect(heard).toEqual([
        { type: 'login', token },
        { type: 'logout' },
        { type: 'logout', to: '/catalogue/fr' },
      ]),
    );
    otherTab.close();
  });
});
