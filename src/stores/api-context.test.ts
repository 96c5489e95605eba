import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiContext } from './api-context';
import { configure } from './config';
import { type EmittedOutcome, onOutcome } from './outcomes';
import { $session, clearSession, setToken } from './session-state';
import { $settingsError, $settingsRetrying } from './settings-state';
import { makeJwt } from './test-fixtures';

const outcomes: Omit<EmittedOutcome, 'seq'>[] = [];
let stop = () => {};
beforeEach(() => {
  configure({ context: 'browser', lang: 'fr', country: 'CH', basePath: '' });
  outcomes.length = 0;
  stop = onOutcome(({ seq, ...outcome }) => outcomes.push(outcome));
});
afterEach(() => {
  stop();
  clearSession();
});

describe('a 401 outside the exempt calls (spec section 8)', () => {
  it('logs out once and sends the member to the login page of their language', () => {
    setToken(makeJwt());
    apiContext().onUnauthorized();
    expect($session.get()).toEqual({});
    expect(outcomes).toEqual([{ type: 'loggedOut' }, { type: 'navigate', to: '/fr/login' }]);
  });

  it('does nothing for a visitor: no redirect loop, no change of language', () => {
    apiContext().onUnauthorized();
    expect(outcomes).toEqual([]);
  });
});

describe('a write waits for the settings', () => {
  afterEach(() => {
    $settingsRetrying.set(false);
    $settingsError.set(undefined);
  });

  it('while their first try runs, and no longer once it failed: a sign-in goes while they retry', async () => {
    let waited = false;
    const ready = apiContext()
      .ready?.()
      .then(() => {
        waited = true;
      });
    await Promise.resolve();
    expect(waited).toBe(false);
    $settingsRetrying.set(true);
    await ready;
    expect(waited).toBe(true);
    // Already retrying: nothing to wait for.
    await expect(apiContext().ready?.()).resolves.toBeUndefined();
  });
});
