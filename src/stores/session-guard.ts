import { $config } from './config';
import { emitOutcome } from './outcomes';
import { keepsDoor } from './session';
import { $session, clearSession } from './session-state';

// The account site's guard only: a page with a sign-in form alone goes without it.

/** Spec section 9: a token is treated as expired 7200 s after its expiry. */
export const TOKEN_EXPIRY_MARGIN_S = 7200;

/**
 * The session guard (spec section 4): 'missing' without a usable token; 'expired' when the
 * expiry is at or before now minus 7200 s, which asks a webview app for a fresh token and logs out.
 */
export function checkSession(now = Date.now()): 'ok' | 'expired' | 'missing' {
  const { token, user } = $session.get();
  if (!token || !user) return 'missing';
  if (user.expire.getTime() > now - TOKEN_EXPIRY_MARGIN_S * 1000 || keepsDoor()) return 'ok';
  if ($config.get().context === 'webview') emitOutcome({ type: 'native', message: { type: 'refreshToken' } });
  clearSession();
  emitOutcome({ type: 'loggedOut' });
  return 'expired';
}
