import * as z from 'zod/mini';
import { postRefresh } from '../api/auth';
import { clearHttpCache, resetUnauthorized } from '../api/http';
import { readCookie } from '../platform/cookies';
import { apiContext } from './api-context';
import { $config } from './config';
import { emitOutcome } from './outcomes';
import { sessionCookie } from './session-cookie-name';
import { $session, adoptToken, clearSession, dropSession, sessionChannel, setToken } from './session-state';
import { $settings } from './settings-state';

export type { Session, User } from './session-state';
export { $session, clearSession, decodeUser, setToken } from './session-state';

/** Spec section 9: a token is treated as expired 7200 s after its expiry. */
export const TOKEN_EXPIRY_MARGIN_S = 7200;

const SessionCookie = z.object({ jwt: z.string() });
const ChannelMessage = z.union([
  z.object({ type: z.literal('login'), token: z.string() }),
  z.object({ type: z.literal('logout'), to: z.optional(z.string().check(z.maxLength(2048))) }),
]);

/**
 * Reads the session cookie (name from `settings.cookies.jwt`, else the one remembered, JSON `{jwt}`); a
 * broken, non-JWT or expired token is discarded. Runs at load and again once the settings arrive.
 * Returns whether a session exists.
 */
export function restoreSession(): boolean {
  if ($session.get().token) return true;
  const raw = readCookie(sessionCookie().name);
  if (!raw) return false;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return false;
  }
  const parsed = SessionCookie.safeParse(json);
  return parsed.success && adoptToken(parsed.data.jwt);
}

/**
 * The session guard (spec section 4): 'missing' without a usable token; 'expired' when the
 * expiry is at or before now minus 7200 s, which asks a webview app for a fresh token and logs out.
 */
export function checkSession(now = Date.now()): 'ok' | 'expired' | 'missing' {
  const { token, user } = $session.get();
  if (!token || !user) return 'missing';
  if (user.expire.getTime() > now - TOKEN_EXPIRY_MARGIN_S * 1000) return 'ok';
  if ($config.get().context === 'webview') emitOutcome({ type: 'native', message: { type: 'refreshToken' } });
  clearSession();
  emitOutcome({ type: 'loggedOut' });
  return 'expired';
}

/** How long before its expiry a token is renewed. */
export const REFRESH_AHEAD_MS = 60_000;
// setTimeout fires at once past 2^31-1 ms (24.8 days): longer waits are cut to that and re-armed.
const MAX_TIMER_MS = 2 ** 31 - 1;

let refreshing: Promise<boolean> | undefined;

/** Swaps the token for a fresh one; accepted only with HTTP 200 and an empty errorCode (spec section 5). */
export function refreshSession(): Promise<boolean> {
  const token = $session.get().token;
  if (!token) return Promise.resolve(false);
  refreshing ??= postRefresh(apiContext(), token)
    .then((answer) => !answer.errorCode && setToken(answer.token))
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

// Another tab logged in or out: follow it without echoing the message back.
sessionChannel?.addEventListener('message', (event: MessageEvent) => {
  const message = ChannelMessage.safeParse(event.data);
  if (!message.success) return;
  if (message.data.type === 'login') adoptToken(message.data.token);
  else if (dropSession()) {
    emitOutcome({ type: 'loggedOut' });
    // Follow the tab that signed out (a page load: the member pages here belong to nobody now).
    if (message.data.to) emitOutcome({ type: 'navigate', to: message.data.to, load: true });
  }
});

// At once (the settings may be slow or down), and again when they name the cookie.
restoreSession();
$settings.listen((settings) => {
  if (settings) restoreSession();
});

// A new login opens a new 401 window (api/http.ts logs out once per session); a logout drops the
// cached answers, which belonged to the previous user.
$session.listen((session, previous) => {
  if (!session.token) clearHttpCache();
  else if (session.token !== previous?.token) resetUnauthorized();
});

/**
 * Renews the session before it expires: the app asks the native host for a fresh
 * token in a webview (it holds the refresh credentials), and calls POST refresh elsewhere.
 */
export function renewSession(): Promise<boolean> {
  if ($config.get().context !== 'webview') return refreshSession();
  emitOutcome({ type: 'native', message: { type: 'refreshToken' } });
  return Promise.resolve(true);
}

let renewal: ReturnType<typeof setTimeout> | undefined;
function armRenewal(expire: Date): void {
  const wait = expire.getTime() - REFRESH_AHEAD_MS - Date.now();
  renewal = setTimeout(
    () => (wait > MAX_TIMER_MS ? armRenewal(expire) : void renewSession()),
    Math.max(0, Math.min(wait, MAX_TIMER_MS)),
  );
}
$session.subscribe(({ user }) => {
  clearTimeout(renewal);
  if (user) armRenewal(user.expire);
});
