import { postLogin } from '../api/auth';
import { ApiError, FRONT_INVALID_PARAMETERS, toApiError } from '../api/http';
import { apiContext } from './api-context';
import { $config } from './config';
import { $login, type LoginInput } from './login-state';
import { busyOr, emitError, emitOutcome, offlineOr } from './outcomes';
import { takeRedirect } from './redirect';
import { setToken } from './session-state';
import { showToast } from './toasts';

// Spec section 4: wrong credentials (400, 401) are shown by the form; anything else gets a toast.
const isFormError = (status: number) => status === 400 || status === 401;

/**
 * Logs in (spec section 4 "Login"). Success stores the token and emits `loggedIn` (the host posts
 * it to the parent, the app or navigates); in the browser the client is loaded too. Failure keeps
 * `error`, emits `error` and toasts unless the status is 400 or 401. Resolves to success.
 */
export async function submitLogin(input: LoginInput, origin?: string): Promise<boolean> {
  if ($login.get().submitting) return false;
  const { context } = $config.get();
  const viaIframe = context === 'iframe';
  // The last error stays on screen while the next try runs (stores/password-recovery.ts says why).
  $login.set({ submitting: true, viaIframe, error: $login.get().error });
  // The account data loads after a login in the browser alone (the login page never needs it); its code
  // comes during the sign-in, so accounts/me leaves with the token, ahead of the render the outcome starts.
  const client = context === 'browser' && import('./client').catch(() => undefined);
  try {
    const body = { login: input.login.trim(), password: input.password, challenge: input.challenge };
    const { token } = await postLogin(apiContext(), body);
    const data = await client;
    if (!setToken(token)) throw new ApiError(FRONT_INVALID_PARAMETERS, { status: 200, description: 'token' });
    // One navigation: straight to the page the guard turned away, not via the dashboard.
    const to = takeRedirect();
    if (data) void data.loadClient(origin);
    $login.set({ submitting: false, viaIframe });
    emitOutcome({ type: 'loggedIn', token, origin, to });
    return true;
  } catch (err) {
    const failure = toApiError(err);
    const { status, code } = failure;
    $login.set({ submitting: false, viaIframe, error: { status, code } });
    const message = offlineOr(failure, busyOr(status, 'Error.API.OccuredError'));
    emitError(failure, isFormError(status) ? `Error.API.${code}` : message, origin);
    // In an iframe the failure is the parent's to show: it is posted, never toasted.
    if (!isFormError(status) && !viaIframe) showToast({ kind: 'error', title: 'Error.Title', message });
    return false;
  }
}

export type { LoginInput, LoginState } from './login-state';
export { $loggingOut, $login, clearLoginError } from './login-state';
