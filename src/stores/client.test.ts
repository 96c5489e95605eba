// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getMyCinemas } from '../api/account';
import { fakeFetch, json } from '../api/test-fetch';
import { apiContext } from './api-context';
import { $client, loadClient, mergeClient } from './client';
import { configure } from './config';
import { type EmittedOutcome, onOutcome } from './outcomes';
import { $urlRedirect, setRedirect } from './redirect';
import { $session } from './session';
import { clientFixture } from './test-fixtures';
import { signedInStoreTests } from './test-setup';

const outcomes: Omit<EmittedOutcome, 'seq'>[] = [];
let stop = () => {};

signedInStoreTests();

beforeEach(() => {
  outcomes.length = 0;
  stop = onOutcome(({ seq, ...outcome }) => outcomes.push(outcome));
});
afterEach(() => stop());

describe('loadClient', () => {
  it('loads the client once for simultaneous callers, with request and success flags', async () => {
    const sent = fakeFetch(json(clientFixture));
    const first = loadClient();
    const second = loadClient();
    expect($client.get().loading).toBe(true);
    await Promise.all([first, second]);
    expect(sent).toHaveLength(1);
    expect($client.get()).toEqual({ client: clientFixture, loading: false });
  });

  it('opens the stored route after success, once', async () => {
    fakeFetch(json(clientFixture));
    setRedirect('/fr/e-tickets');
    await loadClient('island-2');
    expect(outcomes).toEqual([{ type: 'navigate', to: '/fr/e-tickets', origin: 'island-2' }]);
    await loadClient();
    expect(outcomes).toHaveLength(1);
  });

  it.each(['https://evil.example/', 'javascript:alert(1)', '//evil.example'])(
    'ignores the redirect %s',
    (url) => {
      setRedirect(url);
      expect($urlRedirect.get()).toBeUndefined();
    },
  );

  it('keeps the error code and clears the flag on failure', async () => {
    fakeFetch(json({ errorCode: 'EC-500' }, 503));
    await loadClient();
    expect($client.get()).toMatchObject({ loading: false, error: 'EC-500' });
  });

  it('merges the fields a save returned', async () => {
    fakeFetch(json(clientFixture));
    await loadClient();
    mergeClient({ firstName: 'Lea' });
    expect($client.get().client).toMatchObject({ firstName: 'Lea', lastName: 'Müller' });
  });
});

describe('a 401 on an account call (spec section 8)', () => {
  it('logs out and sends the customer to login once, however many calls fail', async () => {
    configure({ basePath: '/account/' });
    fakeFetch(json({ errorCode: 'EC-401' }, 401));
    await Promise.all([loadClient(), getMyCinemas(apiContext()).catch(() => undefined)]);
    expect($session.get()).toEqual({});
    expect($client.get().client).toBeUndefined();
    expect(outcomes).toEqual([{ type: 'loggedOut' }, { type: 'navigate', to: '/account/fr/login' }]);
  });
});
