import * as z from 'zod/mini';
import { postRefresh } from '../api/auth';
import { clearHttpCache, resetUnauthorized, toApiError } from '../api/http';
import { readCookie } from '../platform/cookies';
import { OFFLINE_TICKETS_MARK, readStored } from '../platform/storage';
import { apiContext, endRefusedSession } from './api-context';
import { $config } from './config';
import { emitOutcome } from './outcomes';
import { sessionCookie } from './session-cookie-name';
import { $session, adoptToken, dropSession, sessionChannel, setToken, tokenRenewal } from './session-state';
import { $settings } from './settings-state';

export type { Session, User } from './session-state';
export { $session, clearSession, decodeUser, setToken } from './session-state';

const SessionCookie = z.object({ jwt: z.string() });
const ChannelMessage = z.union([
  z.object({ type: z.literal('login'), token: z.string() }),
  z.object({ type: z.literal('logout'), to: z.optional(z.string().check(z.maxLength(2048))) }),
]);

// A device keeping a member's door codes holds an expired session until the server answers its renewal:
// at the door, offline or on a bad network, the codes stay; a refused renewal ends it (and them).
export const keepsDoor = () => Boolean(readStored(OFFLINE_TICKETS_MARK, 'local'));

/**
 * Reads the session cookie (name from `settings.cookies.jwt`, else the one remembered, JSON `{jwt}`); a
 * broken, non-JWT or expired token is discarded, an expired one kept while this device keeps door
 * codes (see keepsDoor). Runs at load and again once the settings arrive. Returns whether a session exists.
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
  // Held: expiry measured from the epoch, so any well-formed token is taken.
  return parsed.success && (adoptToken(parsed.data.jwt) || (keepsDoor() && adoptToken(parsed.data.jwt, 0)));
}

/** How long before its expiry a token is renewed. */
export const REFRESH_AHEAD_MS = 60_000;
// setTimeout fires at once past 2^31-1 ms (24.8 days): longer waits are cut to that and re-armed.
const MAX_TIMER_MS = 2 ** 31 - 1;

let refreshing: Promise<boolean | undefined> | undefined;

/**
 * Swaps the token for a fresh one; accepted only with HTTP 200 and an empty errorCode (spec section 5).
 * Resolves to undefined when no answer came (offline, a timeout): nothing was refused.
 */
export function refreshSession(): Promise<boolean | undefined> {
  const token = $session.get().token;
  if (!token) return Promise.resolve(false);
  // The one call that does not wait for the renewal: it is the renewal.
  refreshing ??= postRefresh({ ...apiContext(), renewal: undefined }, token)
    .then((answer) => !answer.errorCode && setToken(answer.token))
    .catch((error) => (toApiError(error).status ? false : undefined))
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
export function renewSession(): Promise<boolean | undefined> {
  if ($config.get().context !== 'webview') return refreshSession();
  // Once the page's host reactions listen: a session due at load renews while the scripts still load.
  setTimeout(() => emitOutcome({ type: 'native', message: { type: 'refreshToken' } }));
  return Promise.resolve(true);
}

/** After a renewal without an answer, the next try: when the network is back, or in a while. */
export const RENEW_AGAIN_MS = 30_000;

let renewal: ReturnType<typeof setTimeout> | undefined;
function armRenewal(expire: Date, wait = expire.getTime() - REFRESH_AHEAD_MS - Date.now()): void {
  // Due already (a held session): now, so no call of this page's first screens goes before it.
  if (wait <= 0) return void renew(expire);
  renewal = setTimeout(
    () => (wait > MAX_TIMER_MS ? armRenewal(expire) : void renew(expire)),
    Math.min(wait, MAX_TIMER_MS),
  );
}

async function renew(expire: Date): Promise<void> {
  // The calls wait for it: none carries a token the server is about to refuse or replace.
  tokenRenewal.pending = renewSession();
  const renewed = await tokenRenewal.pending;
  tokenRenewal.pending = undefined;
  // A sign-out or another token meanwhile: that session has its own timer.
  if (renewed || $session.get().user?.expire !== expire) return;
  // Refused once expired: the server ended the session (the door's kept codes go with it).
  if (renewed === false) {
    if (expire.getTime() <= Date.now()) endRefusedSession();
  } else if (navigator.onLine === false) addEventListener('online', () => void renew(expire), { once: true });
  else armRenewal(expire, RENEW_AGAIN_MS);
}

// A call refused for a token held past its expiry: the server's answer to a renewal decides.
tokenRenewal.held = () => {
  const expire = $session.get().user?.expire;
  if (!expire || expire.getTime() > Date.now()) return undefined;
  clearTimeout(renewal);
  return renew(expire);
};

$session.subscribe(({ user }) => {
  clearTimeout(renewal);
  if (user) armRenewal(user.expire);
});
