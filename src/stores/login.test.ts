// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, type SentRequest } from '../api/test-fetch';
import { $client } from './client';
import { configure } from './config';
import { $login, submitLogin } from './login';
import { onOutcome } from './outcomes';
import { $urlRedirect } from './redirect';
import { $session } from './session';
import { storeTestBed } from './test-bed';
import { clientFixture, makeJwt } from './test-fixtures';
import { $toasts, clearToasts } from './toasts';

const token = makeJwt();
const outcomes = storeTestBed({ tries: 1 });
const input = { login: '  lea.muller@example.ch ', password: ' secret ', challenge: 'dev-pass' };
const api = (routes: Record<string, Response | Error>) => (req: SentRequest) =>
  routes[req.url.replace(/^.*\/api\/fr\//, '')] ?? json({ errorCode: 'EC-404' }, 404);
const toastMessages = () => $toasts.get().map((t) => t.message);

afterEach(() => {
  clearToasts();
  $login.set({ submitting: false, viaIframe: false });
});

describe('submitLogin', () => {
  it('trims the login, stores the token, tells the host and loads the client in the browser', async () => {
    const sent = fakeFetch(api({ login: json({ token }), 'accounts/me': json(clientFixture) }));
    const pending = submitLogin(input, 'island-1');
    expect($login.get().submitting).toBe(true);
    expect(await pending).toBe(true);
    expect(sent[0]?.body).toEqual({
      login: 'lea.muller@example.ch',
      password: ' secret ',
      challenge: 'dev-pass',
    });
    expect($session.get().token).toBe(token);
    expect($login.get()).toEqual({ submitting: false, viaIframe: false });
    expect(outcomes).toEqual([{ type: 'loggedIn', token, origin: 'island-1' }]);
    await vi.waitFor(() => expect($client.get().client?.firstName).toBe('Léa'));
    expect(sent[1]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('asks for accounts/me before the host hears of the sign-in, so the dashboard it renders finds it on its way', async () => {
    const sent = fakeFetch(api({ login: json({ token }), 'accounts/me': json(clientFixture) }));
    const asked: string[] = [];
    const listen = onOutcome(() => asked.push(...sent.map((req) => req.url.replace(/^.*\/api\/fr\//, ''))));
    await submitLogin(input, 'island-1');
    listen();
    expect(asked).toEqual(['login', 'accounts/me']);
  });

  it('goes straight to the page the guard turned away: one navigation, not two', async () => {
    fakeFetch(api({ login: json({ token }), 'accounts/me': json(clientFixture) }));
    $urlRedirect.set('/fr/profile');
    await submitLogin(input, 'island-1');
    await vi.waitFor(() => expect($client.get().client?.firstName).toBe('Léa'));
    expect(outcomes).toEqual([{ type: 'loggedIn', token, origin: 'island-1', to: '/fr/profile' }]);
    expect(outcomes.filter((outcome) => outcome.type === 'navigate')).toEqual([]);
  });

  it('remembers the iframe and leaves the client to the parent page', async () => {
    configure({ context: 'iframe' });
    const sent = fakeFetch(api({ login: json({ token }) }));
    await submitLogin(input);
    expect($login.get().viaIframe).toBe(true);
    expect(outcomes).toEqual([{ type: 'loggedIn', token }]);
    expect(sent).toHaveLength(1);
  });

  it.each([400, 401, 500])('in an iframe posts a %i to the parent and shows no toast', async (status) => {
    configure({ context: 'iframe' });
    fakeFetch(api({ login: json({ errorCode: 'EC-120' }, status) }));
    expect(await submitLogin(input)).toBe(false);
    expect(toastMessages()).toEqual([]);
    expect(outcomes).toEqual([expect.objectContaining({ type: 'error', code: 'EC-120' })]);
  });

  it.each([400, 401])('keeps a %i as the form error, without a toast or a logout', async (status) => {
    fakeFetch(api({ login: json({ errorCode: 'EC-120', errorDescription: 'bad' }, status) }));
    expect(await submitLogin(input)).toBe(false);
    expect($login.get()).toEqual({ submitting: false, viaIframe: false, error: { status, code: 'EC-120' } });
    expect(toastMessages()).toEqual([]);
    expect(outcomes).toEqual([
      {
        type: 'error',
        code: 'EC-120',
        message: 'Error.API.EC-120',
        api: { error: 'EC-120', errorDescription: 'bad', httpStatus: status, httpMessage: undefined },
      },
    ]);
  });

  it.each([
    ['a server error', json({ errorCode: 'EC-500' }, 500), 500, 'EC-500'],
    ['a network failure', new TypeError('offline'), 0, 'EC-500'],
    ['a malformed answer', json({ jwt: 'x' }), 200, 'FRONT_INVALID_PARAMETERS'],
    ['a token that is not a JWT', json({ token: 'abc' }), 200, 'FRONT_INVALID_PARAMETERS'],
  ])('toasts a translated error on %s', async (_, reply, status, code) => {
    fakeFetch(api({ login: reply }));
    expect(await submitLogin(input)).toBe(false);
    expect($login.get().error).toEqual({ status, code });
    // No answer at all is said as offline, with the input kept.
    expect(toastMessages()).toEqual([status === 0 ? 'Error.Offline' : 'Error.API.OccuredError']);
    expect($session.get()).toEqual({});
  });

  it.each([429, 503])('says the service is busy on a %i, with the code in cine-error', async (status) => {
    fakeFetch(api({ login: json({ errorCode: 'EC-503' }, status) }));
    expect(await submitLogin(input)).toBe(false);
    expect(toastMessages()).toEqual(['Error.Busy']);
    expect($login.get().error).toEqual({ status, code: 'EC-503' });
  });
});
