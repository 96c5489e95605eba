import { atom } from 'nanostores';
import { TokenClaims } from '../api/contract/auth';
import { decodeJwtPayload } from './jwt';

/** The signed-in user, read from the token (spec section 3). */
export type User = {
  expire: Date;
  /** Initials: first letter of the given name plus first letter of the family name ("LM"). */
  initials: string;
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
};

/** The session: both set, or both undefined. */
export type Session = { token?: string; user?: User };

/** The one session every element shares. */
export const $session = atom<Session>({});

/** The user of a token, or undefined when it is not a three-part JWT with the expected claims. */
export function decodeUser(token: string): User | undefined {
  if (token.split('.').length !== 3) return undefined;
  let claims: unknown;
  try {
    claims = decodeJwtPayload(token);
  } catch {
    return undefined;
  }
  const parsed = TokenClaims.safeParse(claims);
  if (!parsed.success) return undefined;
  const { sub, email, given_name, family_name, exp } = parsed.data;
  return {
    expire: new Date(exp * 1000),
    initials: `${given_name.charAt(0)}${family_name.charAt(0)}`.toUpperCase(),
    sub,
    email,
    givenName: given_name,
    familyName: family_name,
  };
}

/** Other tabs of this site; a logout in one reaches them all. */
export const sessionChannel =
  // No page, no tabs (a server prerendering): an open channel would keep its process alive.
  typeof BroadcastChannel === 'undefined' || typeof document === 'undefined'
    ? undefined
    : new BroadcastChannel('cine-session');

/** Stores a token without telling other tabs; false when it is unusable or already expired. */
export function adoptToken(token: string, now = Date.now()): boolean {
  const user = decodeUser(token);
  if (!user || user.expire.getTime() <= now) return false;
  if ($session.get().token !== token) {
    $session.set({ token, user });
  }
  return true;
}

/** Forgets the session here; returns whether there was one. */
export function dropSession(): boolean {
  const had = $session.get().token !== undefined;
  if (had) $session.set({});
  return had;
}

/**
 * Signs in with `token` (login, signup, refresh, a token posted by the app) and tells other tabs.
 * An unusable or expired token is refused: returns false and leaves the session as it was.
 */
export function setToken(token: string): boolean {
  if (!adoptToken(token)) return false;
  sessionChannel?.postMessage({ type: 'login', token });
  return true;
}

/**
 * Signs out here and in the other tabs (client becomes undefined); `to` is where this tab goes,
 * so the others follow it there and every tab ends on the same page.
 */
export function clearSession(to?: string): void {
  dropSession();
  sessionChannel?.postMessage(to ? { type: 'logout', to } : { type: 'logout' });
}

/**
 * A renewal of an expired token in flight: the calls wait for it rather than carry a token the server
 * would refuse; `held` renews a token held past its expiry, once a call was refused for it.
 */
export const tokenRenewal: { pending?: Promise<unknown>; held?: () => Promise<unknown> | undefined } = {};
