import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../api/contract/settings';
import type { CineEventUser } from '../elements/events';
import { setLanguage, t } from '../i18n/index';
import { deleteCookie, writeCookie } from '../platform/cookies';
import { $config } from '../stores/config';
import { emitOutcome } from '../stores/outcomes';
import { $session } from '../stores/session';
import { decodeUser } from '../stores/session-state';
import { $settings } from '../stores/settings';
import { makeJwt } from '../stores/test-fixtures';
import { startHostEffects } from './effects';
import { registerIsland } from './islands';

vi.mock('../platform/cookies', () => ({
  writeCookie: vi.fn(),
  deleteCookie: vi.fn(),
  readCookie: vi.fn(),
  domainFor: vi.fn(),
}));

const PARTNER = 'https://partner.example';
const settings = {
  allowedOrigins: [PARTNER],
  cookies: { jwt: 'cine_jwt', subscriptionPass: 'pass' },
  paramsUrls: { sharedDomain: '.cinema.ch' },
  injections: [{ element: 'meta', attributes: { name: 'from-settings', content: '1' }, inHead: true }],
  envName: 'test',
} as unknown as Settings;

const parent = { postMessage: vi.fn() };
const posted = () => parent.postMessage.mock.calls;
const assign = () => vi.spyOn(Location.prototype, 'assign').mockImplementation(() => {});

function island() {
  const element = document.body.appendChild(document.createElement('cine-login'));
  return { element, id: registerIsland(element) };
}

function frame() {
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  $config.set({ ...$config.get(), context: 'iframe', parentOrigin: PARTNER });
}

describe('host effects', () => {
  beforeEach(() => {
    $config.set({ ...$config.get(), lang: 'fr', country: 'CH', basePath: '', context: 'browser' });
    $config.setKey('parentOrigin', undefined);
    $config.setKey('returnUrl', undefined);
    $settings.set(settings);
    startHostEffects();
    startHostEffects();
  });
  afterEach(() => {
    Object.defineProperty(window, 'parent', { value: window, configurable: true });
    parent.postMessage.mockClear();
    $session.set({});
    document.body.replaceChildren();
    vi.clearAllMocks();
  });

  it('in a browser, fires cine-logged-in from the element and goes to /{lang}', () => {
    const load = assign();
    const { element, id } = island();
    const seen = vi.fn();
    element.addEventListener('cine-logged-in', seen);
    document.addEventListener('cine-logged-in', seen);
    emitOutcome({ type: 'loggedIn', token: 'jwt', origin: id });
    expect(seen).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith(`${location.origin}/fr`);
  });

  it("tells the host page who signed in: initials named so, the token's names as it has them, never the token", () => {
    assign();
    const token = makeJwt(3600, { given_name: 'Léa', family_name: 'Muller' });
    $session.set({ token, user: decodeUser(token) });
    const seen = vi.fn();
    document.addEventListener('cine-logged-in', seen);
    emitOutcome({ type: 'loggedIn', token });
    document.removeEventListener('cine-logged-in', seen);
    const [event] = seen.mock.calls[0] as [CustomEvent<{ user: CineEventUser }>];
    const { user } = event.detail;
    expect(user).toMatchObject({ initials: 'LM', givenName: 'Léa', familyName: 'Muller', sub: 'u-1' });
    expect(JSON.stringify(user)).not.toContain(token);
  });

  it('goes to a safe return URL after login, never to a foreign one', () => {
    const load = assign();
    $config.setKey('returnUrl', 'https://evil.example/steal');
    emitOutcome({ type: 'loggedIn', token: 'jwt' });
    expect(load).toHaveBeenLastCalledWith(`${location.origin}/fr`);
    $config.setKey('returnUrl', '/fr/e-tickets');
    emitOutcome({ type: 'loggedIn', token: 'jwt' });
    expect(load).toHaveBeenLastCalledWith(`${location.origin}/fr/e-tickets`);
  });

  it('in an iframe, posts LOGIN_SUCCESSFUL with the token to the allowed parent only', async () => {
    const load = assign();
    frame();
    emitOutcome({ type: 'loggedIn', token: 'jwt' });
    // The iframe code loads on first use.
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()).toEqual([
      [expect.objectContaining({ code: 'LOGIN_SUCCESSFUL', success: true, token: 'jwt' }), PARTNER],
    ]);
    expect(load).not.toHaveBeenCalled();
  });

  it('in a webview, hands the token to the app', () => {
    const postMessage = vi.fn();
    Object.assign(window, { ReactNativeWebView: { postMessage } });
    $config.setKey('context', 'webview');
    emitOutcome({ type: 'loggedIn', token: 'jwt' });
    delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toEqual({
      v: 1,
      type: 'loggedIn',
      payload: { token: 'jwt' },
    });
  });

  it('fires cine-error and posts an iframe error once, even when the store posts it too', async () => {
    frame();
    const seen: CustomEvent[] = [];
    document.addEventListener('cine-error', (event) => seen.push(event as CustomEvent), { once: true });
    emitOutcome({ type: 'error', code: 'EC-120', message: 'Error.API.EC-120', api: { httpStatus: 401 } });
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect(seen[0]?.detail).toMatchObject({ code: 'EC-120' });
    expect(posted()).toEqual([
      [
        expect.objectContaining({
          code: 'EC-120',
          success: false,
          api: expect.objectContaining({ error: 'EC-120', httpStatus: 401 }),
        }),
        PARTNER,
      ],
    ]);
    emitOutcome({ type: 'error', code: 'EC-111', message: 'Error.API.EC-111' });
    emitOutcome({ type: 'iframeMessage', code: 'EC-111', success: false, message: 'Error.API.EC-111' });
    await vi.waitFor(() => expect(posted()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posted().filter(([message]) => message.code === 'EC-111')).toHaveLength(1);
  });

  it('fires cine-logged-out and cine-signed-up, composed and bubbling', () => {
    const events: CustomEvent[] = [];
    const keep = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('cine-logged-out', keep);
    document.addEventListener('cine-signed-up', keep);
    emitOutcome({ type: 'signedUp', token: 'jwt' });
    emitOutcome({ type: 'loggedOut' });
    expect(events.map((event) => [event.type, event.bubbles, event.composed])).toEqual([
      ['cine-signed-up', true, true],
      ['cine-logged-out', true, true],
    ]);
  });

  it('routes navigate, native and track outcomes', async () => {
    const load = assign();
    window.dataLayer = [];
    emitOutcome({ type: 'navigate', to: '/fr/profile' });
    emitOutcome({ type: 'track', push: { event: 'engagement', category: 'inscription' } });
    expect(load).toHaveBeenCalledWith(`${location.origin}/fr/profile`);
    // Another reaction may push its own entry meanwhile (a busy machine reorders them): this one is there.
    await vi.waitFor(() =>
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({ event: 'engagement', category: 'inscription' }),
      ),
    );
  });

  it('writes the session cookie while signed in and deletes it on logout', () => {
    $session.set({ token: 'a.b.c' });
    expect(writeCookie).toHaveBeenLastCalledWith('cine_jwt', '{"jwt":"a.b.c"}', {
      domain: '.cinema.ch',
      sameSite: 'Lax',
      partitioned: false,
    });
    $session.set({});
    expect(deleteCookie).toHaveBeenCalledWith('cine_jwt', { domain: '.cinema.ch' });
  });

  it('partitions the session cookie in an iframe', () => {
    frame();
    $session.set({ token: 'a.b.c' });
    expect(writeCookie).toHaveBeenLastCalledWith(
      'cine_jwt',
      '{"jwt":"a.b.c"}',
      expect.objectContaining({ partitioned: true }),
    );
  });

  it('applies the settings injections', async () => {
    await vi.waitFor(() => expect(document.head.querySelector('meta[name=from-settings]')).not.toBeNull());
  });

  it('gives cine-error a message in the page language, never a key; an unknown code reads as the generic error', async () => {
    await setLanguage('fr', 'CH');
    const seen: CustomEvent[] = [];
    const listen = (event: Event) => seen.push(event as CustomEvent);
    document.addEventListener('cine-error', listen);
    emitOutcome({ type: 'error', code: 'EC-120', message: 'Error.API.EC-120' });
    emitOutcome({ type: 'error', code: 'EC-999', message: 'Error.API.EC-999' });
    document.removeEventListener('cine-error', listen);
    expect(seen.map((event) => event.detail.message)).toEqual([
      'L’adresse e-mail ou le mot de passe est incorrect.',
      t('Error.Occurred'),
    ]);
    expect(t('Error.Occurred')).not.toBe('Error.Occurred');
    expect(seen.map((event) => event.detail.code)).toEqual(['EC-120', 'EC-999']);
  });

  it('fires cine-logged-in and cine-signed-up when signup ends signed in', () => {
    const seen: string[] = [];
    const listen = (event: Event) => seen.push(event.type);
    document.addEventListener('cine-logged-in', listen);
    document.addEventListener('cine-signed-up', listen);
    emitOutcome({ type: 'signedUp', token: 'jwt' });
    document.removeEventListener('cine-logged-in', listen);
    document.removeEventListener('cine-signed-up', listen);
    expect(seen).toEqual(['cine-logged-in', 'cine-signed-up']);
  });
});
