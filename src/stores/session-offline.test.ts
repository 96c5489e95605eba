// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMe } from '../api/account';
import { fakeFetch, json } from '../api/test-fetch';
import { deleteCookie, writeCookie } from '../platform/cookies';
import { OFFLINE_TICKETS_MARK, removeStored, writeStored } from '../platform/storage';
import { apiContext } from './api-context';
import { $session, RENEW_AGAIN_MS, restoreSession } from './session';
import { checkSession } from './session-guard';
import { storeTestBed } from './test-bed';
import { makeJwt } from './test-fixtures';

// At the cinema door, hours after signing in: the token is past its life and margin, the network gone
// or bad, on a phone that keeps the member's codes for the door.

const outcomes = storeTestBed();
let online = true;
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};
// Three hours after a one-hour token's expiry: past the 7200 s margin too.
const staleToken = () => makeJwt(-3 * 3600);

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  writeStored(OFFLINE_TICKETS_MARK, '1', 'local');
});
afterEach(() => {
  deleteCookie('cine_jwt');
  removeStored(OFFLINE_TICKETS_MARK, 'local');
  vi.useRealTimers();
});

const signedInLongAgo = () => writeCookie('cine_jwt', JSON.stringify({ jwt: staleToken() }));

describe('an expired session at the door', () => {
  it('is held: the member stays signed in, the guard lets the door pages show, nobody is logged out', () => {
    online = false;
    fakeFetch(new TypeError('Failed to fetch'));
    signedInLongAgo();
    expect(restoreSession()).toBe(true);
    expect($session.get().user?.sub).toBe('u-1');
    expect(checkSession()).toBe('ok');
    expect(outcomes).toEqual([]);
  });

  it('is discarded, as the spec says of an expired token at load, on a device that keeps no door codes', () => {
    removeStored(OFFLINE_TICKETS_MARK, 'local');
    signedInLongAgo();
    expect(restoreSession()).toBe(false);
    expect($session.get()).toEqual({});
  });

  it('is renewed once the network is back, with one refresh', async () => {
    online = false;
    const fresh = makeJwt(3600, { sub: 'u-1' });
    // Offline, fetch fails: the renewal tried at once gets no answer.
    const sent = fakeFetch(() =>
      online ? json({ token: fresh, errorCode: '' }) : new TypeError('Failed to fetch'),
    );
    signedInLongAgo();
    restoreSession();
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect($session.get().token).not.toBe(fresh);
    sent.length = 0;
    goOnline();
    await vi.waitFor(() => expect($session.get().token).toBe(fresh));
    expect(sent.map((request) => request.url)).toEqual([expect.stringMatching(/\/api\/fr\/refresh$/)]);
    expect(outcomes).toEqual([]);
  });

  it('ends, to the sign-in page, when the server refuses the renewal once back online', async () => {
    online = false;
    const sent = fakeFetch(new TypeError('Failed to fetch'));
    signedInLongAgo();
    restoreSession();
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    fakeFetch(json({ token: '', errorCode: 'EC-401' }));
    goOnline();
    await vi.waitFor(() => expect($session.get()).toEqual({}));
    expect(outcomes).toEqual([{ type: 'loggedOut' }, { type: 'navigate', to: '/fr/login' }]);
  });

  it('is not ended by a renewal that got no answer online (a bad network): it is asked again later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    online = false;
    const sent = fakeFetch(new TypeError('Failed to fetch'));
    signedInLongAgo();
    restoreSession();
    online = true;
    await vi.advanceTimersByTimeAsync(10);
    const first = sent.length;
    expect(first).toBeGreaterThan(0);
    expect($session.get().user?.sub).toBe('u-1');
    const fresh = makeJwt(3600);
    fakeFetch(json({ token: fresh, errorCode: '' }));
    await vi.advanceTimersByTimeAsync(RENEW_AGAIN_MS);
    await vi.waitFor(() => expect($session.get().token).toBe(fresh));
    expect(outcomes).toEqual([]);
  });
});

describe('the calls of a held session', () => {
  it('wait for the renewal and carry the fresh token, never the one the server would refuse', async () => {
    const fresh = makeJwt(3600);
    let answer: (response: Response) => void = () => {};
    const sent = fakeFetch((request) =>
      request.url.endsWith('/refresh')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : json({}),
    );
    signedInLongAgo();
    restoreSession();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const me = getMe(apiContext()).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);
    answer(json({ token: fresh, errorCode: '' }));
    await me;
    expect(sent[1]?.headers.get('authorization')).toBe(`Bearer ${fresh}`);
  });
});

describe('a 401 on a held session', () => {
  it('renews the token rather than ending the session, and the call goes again with the fresh one', async () => {
    const fresh = makeJwt(3600);
    let refreshes = 0;
    // The first renewal gets no answer (a bad network); the call then reaches the server with the old token.
    const sent = fakeFetch((request) => {
      if (request.url.endsWith('/refresh'))
        return ++refreshes === 1 ? new TypeError('Failed to fetch') : json({ token: fresh, errorCode: '' });
      const bearer = request.headers.get('authorization');
      return bearer === `Bearer ${fresh}` ? json({}) : json({ errorCode: 'EC-401' }, 401);
    });
    signedInLongAgo();
    restoreSession();
    await vi.waitFor(() => expect(refreshes).toBe(1));
    await getMe(apiContext()).catch(() => undefined);
    expect($session.get().token).toBe(fresh);
    expect(sent.at(-1)?.headers.get('authorization')).toBe(`Bearer ${fresh}`);
    expect(outcomes).toEqual([]);
  });

  it('ends the session, to the sign-in page, when the server refuses that renewal too', async () => {
    let refreshes = 0;
    fakeFetch((request) =>
      request.url.endsWith('/refresh')
        ? ++refreshes === 1
          ? new TypeError('Failed to fetch')
          : json({ token: '', errorCode: 'EC-401' })
        : json({ errorCode: 'EC-401' }, 401),
    );
    signedInLongAgo();
    restoreSession();
    await vi.waitFor(() => expect(refreshes).toBe(1));
    await getMe(apiContext()).catch(() => undefined);
    await vi.waitFor(() => expect($session.get()).toEqual({}));
    expect(outcomes).toEqual([{ type: 'loggedOut' }, { type: 'navigate', to: '/fr/login' }]);
  });
});
