import { postLogout } from '../api/auth';
import { toApiError } from '../api/http';
import { requestTexts } from '../i18n';
import { whenOnline } from '../platform/retry-import';
import { readStored, removeStored, writeStored } from '../platform/storage';
import { apiContext } from './api-context';
import { $config } from './config';
import { $loggingOut } from './login-state';
import { emitOutcome, isOffline } from './outcomes';
import { $session, clearSession } from './session-state';
import { $settings } from './settings-state';
import { showToast } from './toasts';

/** Local-storage key holding the session whose sign-out was asked offline, to send once online. */
export const LOGOUT_KEPT_MARK = 'cine_logout_kept';

/** After a sign-out that got no answer on a network the browser calls online, the next try. */
export const LOGOUT_AGAIN_MS = 30_000;

/**
 * Logs out (spec section 4 "Logout"): once the server confirms, the session is cleared here and
 * in other tabs, then the customer goes to the catalogue home in their language. Asked with the
 * network gone, it is kept (see keepLogout). Resolves to success.
 */
export async function logout(origin?: string): Promise<boolean> {
  // A double click sends one POST logout.
  if ($loggingOut.get()) return false;
  $loggingOut.set(true);
  try {
    await postLogout(apiContext());
  } catch (err) {
    const failure = toApiError(err);
    // No network (not a slow server, which gets the error): the sign-out waits for it.
    if (isOffline(failure)) {
      keepLogout(origin);
      return false;
    }
    // A 401 means the server holds no session for us any more: the logout already happened.
    if (failure.status !== 401) {
      showToast({ kind: 'error', title: 'Error.Title', message: '_.LogoutError' });
      return false;
    }
  } finally {
    $loggingOut.set(false);
  }
  removeStored(LOGOUT_KEPT_MARK, 'local');
  const catalogue = ($settings.get()?.paramsUrls.catalogueUrl ?? '').replace(/\/+$/, '');
  const to = `${catalogue}/${$config.get().lang}`;
  clearSession(to);
  emitOutcome({ type: 'loggedOut', origin });
  // The catalogue is another site, even on the same origin: a page load, not an in-app route.
  emitOutcome({ type: 'navigate', to, origin, load: true });
  return true;
}

/**
 * A sign-out asked with no network: the member is told they stay signed in until it returns, and it
 * is sent then without a second tap, from whichever page or tab of this device is open (the mark
 * names the session, so a later sign-in cancels it).
 */
function keepLogout(origin?: string): void {
  const token = $session.get().token;
  if (!token) return;
  const told = readStored(LOGOUT_KEPT_MARK, 'local') === token;
  writeStored(LOGOUT_KEPT_MARK, token, 'local');
  if (!told)
    void requestTexts(['user-menu']).then(() =>
      showToast({ kind: 'info', title: 'Offline.Title', message: 'userMenu.logoutKept' }),
    );
  void resumeLogout(origin, true);
}

/**
 * Sends a kept sign-out once there is a network (at once when `later` is not set and the browser is
 * online): one request for all the tabs of this device.
 */
export async function resumeLogout(origin?: string, later = false): Promise<void> {
  const token = readStored(LOGOUT_KEPT_MARK, 'local');
  if (!token || token !== $session.get().token) return removeStored(LOGOUT_KEPT_MARK, 'local');
  if (navigator.onLine === false) await whenOnline();
  else if (later) await new Promise((resolve) => setTimeout(resolve, LOGOUT_AGAIN_MS));
  const send = async () => {
    // Another tab sent it meanwhile (this one heard the sign-out), or the member signed in again.
    if (readStored(LOGOUT_KEPT_MARK, 'local') === $session.get().token) await logout(origin);
  };
  await (navigator.locks ? navigator.locks.request('cine-logout', send) : send());
}
