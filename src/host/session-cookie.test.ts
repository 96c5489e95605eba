// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from '../platform/cookies';
import { DEFAULT_SESSION_COOKIE, sessionCookie } from '../stores/session-cookie-name';
import { $session, adoptToken, clearSession, setToken } from '../stores/session-state';
import { $settings } from '../stores/settings-state';
import { makeJwt, settingsFixture } from '../stores/test-fixtures';
import { $toasts, clearToasts } from '../stores/toasts';
import { watchSessionCookie } from './session-cookie';

let stop = () => {};
afterEach(() => {
  stop();
  clearSession();
  localStorage.clear();
});

describe('the session cookie', () => {
  it('is written with the default name while the settings are down, and deleted when the session ends', () => {
    $settings.set(undefined);
    stop = watchSessionCookie();
    const token = makeJwt();
    setToken(token);
    expect(JSON.parse(readCookie(DEFAULT_SESSION_COOKIE) ?? '{}')).toEqual({ jwt: token });
    clearSession();
    expect(readCookie(DEFAULT_SESSION_COOKIE)).toBeUndefined();
  });

  it('is deleted when a session this page only read ends (a 401): the next page cannot restore it', () => {
    $settings.set(settingsFixture);
    const token = makeJwt();
    writeCookie('cine_jwt', JSON.stringify({ jwt: token }));
    stop = watchSessionCookie();
    adoptToken(token);
    expect($session.get().token).toBe(token);
    clearSession();
    expect(readCookie('cine_jwt')).toBeUndefined();
  });

  it('is deleted by the name the settings gave last time when they are down now (a 401 on settings)', () => {
    $settings.set(settingsFixture);
    expect(sessionCookie().name).toBe('cine_jwt');
    $settings.set(undefined);
    const token = makeJwt();
    writeCookie('cine_jwt', JSON.stringify({ jwt: token }));
    stop = watchSessionCookie();
    adoptToken(token);
    clearSession();
    expect(readCookie('cine_jwt')).toBeUndefined();
  });
});

describe('a session too big for a cookie', () => {
  it('is not written, and the member is told, once', () => {
    $settings.set(settingsFixture);
    stop = watchSessionCookie();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setToken(makeJwt(3600, { given_name: 'A'.repeat(5000) }));
    expect(readCookie('cine_jwt')).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect($toasts.get()).toEqual([expect.objectContaining({ message: 'Error.SessionNotKept' })]);
    clearToasts();
  });
});
