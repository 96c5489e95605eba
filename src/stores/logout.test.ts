// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, type SentRequest } from '../api/test-fetch';
import { readStored, removeStored } from '../platform/storage';
import { $client } from './client';
import { $loggingOut } from './login-state';
import { LOGOUT_AGAIN_MS, LOGOUT_KEPT_MARK, logout, resumeLogout } from './logout';
import { $session, setToken } from './session';
import { storeTestBed } from './test-bed';
import { clientFixture, makeJwt } from './test-fixtures';
import { $toasts, clearToasts } from './toasts';

const token = makeJwt();
const outcomes = storeTestBed({ tries: 1 });
let online = true;
const api = (routes: Record<string, Response | Error>) => (req: SentRequest) =>
  routes[req.url.replace(/^.*\/api\/fr\//, '')] ?? json({ errorCode: 'EC-404' }, 404);
const toastMessages = () => $toasts.get().map((t) => t.message);
const signedOut = [
  { type: 'loggedOut', origin: 'menu' },
  { type: 'navigate', to: 'https://www.example.ch/fr', origin: 'menu', load: true },
];
// Offline, fetch fails before any answer; online the API confirms.
const network = () => (online ? new Response(null, { status: 204 }) : new TypeError('Failed to fetch'));

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  clearToasts();
  removeStored(LOGOUT_KEPT_MARK, 'local');
  vi.useRealTimers();
});

describe('logout', () => {
  it('clears the session once the server confirms, then goes to the catalogue home', async () => {
    setToken(token);
    $client.set({ client: clientFixture, loading: false });
    const sent = fakeFetch(api({ logout: new Response(null, { status: 204 }) }));
    expect(await logout('menu')).toBe(true);
    expect(sent[0]?.method).toBe('POST');
    expect($session.get()).toEqual({});
    expect($client.get().client).toBeUndefined();
    expect(outcomes).toEqual(signedOut);
  });

  it('keeps the session and toasts _.LogoutError when the server fails', async () => {
    setToken(token);
    fakeFetch(api({ logout: json({}, 500) }));
    expect(await logout()).toBe(false);
    expect($session.get().token).toBe(token);
    expect(toastMessages()).toEqual(['_.LogoutError']);
    expect(readStored(LOGOUT_KEPT_MARK, 'local')).toBeUndefined();
  });

  it('is busy while it runs: a double click sends one POST logout', async () => {
    setToken(token);
    const sent = fakeFetch(api({ logout: new Response(null, { status: 204 }) }));
    const first = logout();
    expect($loggingOut.get()).toBe(true);
    expect(await logout()).toBe(false);
    expect(await first).toBe(true);
    expect($loggingOut.get()).toBe(false);
    expect(sent.filter((request) => request.url.endsWith('/logout'))).toHaveLength(1);
  });
});

describe('a sign-out asked with the network gone', () => {
  it('keeps the member signed in, says so plainly, and is sent once the network is back', async () => {
    setToken(token);
    online = false;
    const sent = fakeFetch(network);
    expect(await logout('menu')).toBe(false);
    expect($session.get().token).toBe(token);
    await vi.waitFor(() => expect(toastMessages()).toEqual(['userMenu.logoutKept']));
    expect(readStored(LOGOUT_KEPT_MARK, 'local')).toBe(token);
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect($session.get()).toEqual({}));
    expect(sent.filter((request) => request.url.endsWith('/logout'))).toHaveLength(2);
    expect(outcomes).toEqual(signedOut);
    expect(readStored(LOGOUT_KEPT_MARK, 'local')).toBeUndefined();
  });

  it('is tried again later, without a second message, when the browser says online but nothing answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setToken(token);
    let answers = false;
    fakeFetch(() => (answers ? new Response(null, { status: 204 }) : new TypeError('Failed to fetch')));
    const shown: string[] = [];
    const stopToasts = $toasts.listen((toasts) => {
      for (const toast of toasts)
        if (!shown.includes(`${toast.id}`)) shown.push(`${toast.id}`, toast.message);
    });
    expect(await logout('menu')).toBe(false);
    await vi.advanceTimersByTimeAsync(LOGOUT_AGAIN_MS);
    expect($session.get().token).toBe(token);
    answers = true;
    await vi.advanceTimersByTimeAsync(LOGOUT_AGAIN_MS);
    await vi.waitFor(() => expect($session.get()).toEqual({}));
    stopToasts();
    expect(shown.filter((entry) => entry.includes('.'))).toEqual(['userMenu.logoutKept']);
  });

  it('is sent by the next page once online, and dropped when another member has signed in since', async () => {
    setToken(token);
    online = false;
    fakeFetch(network);
    await logout('menu');
    online = true;
    const sent = fakeFetch(network);
    // A page opened later on this device.
    await resumeLogout('menu');
    expect(sent.filter((request) => request.url.endsWith('/logout'))).toHaveLength(1);
    expect($session.get()).toEqual({});

    setToken(makeJwt(3600, { sub: 'u-2' }));
    localStorage.setItem(LOGOUT_KEPT_MARK, token);
    const none = fakeFetch(network);
    await resumeLogout('menu');
    expect(none).toHaveLength(0);
    expect($session.get().user?.sub).toBe('u-2');
    expect(readStored(LOGOUT_KEPT_MARK, 'local')).toBeUndefined();
  });
});
