import type { ApiContext } from '../api/http';
import { sectionPath } from '../platform/paths';
import { $config } from './config';
import { emitOutcome } from './outcomes';
import { $session, clearSession, tokenRenewal } from './session-state';
import { $settings, $settingsError, $settingsRetrying } from './settings-state';

/** Where a forced logout sends the customer: `{basePath}/{lang}/login`, on the account site's URL when set (spec section 8). */
export function loginPath(): string {
  return sectionPath($config.get(), 'login');
}

/**
 * Ends a session the server refused (spec section 8: a 401 outside the exempt calls, or a refused
 * renewal of an expired token): logout and a redirect to login. Without a session there is nothing to
 * end: a visitor's 401 (settings included) is an ordinary error, never a redirect loop.
 */
export function endRefusedSession(): void {
  if (!$session.get().token) return;
  const to = loginPath();
  clearSession(to);
  emitOutcome({ type: 'loggedOut' });
  emitOutcome({ type: 'navigate', to });
}

// Long enough for a slow network; never forever, should nothing load the settings.
const SETTINGS_WAIT_MS = 20_000;

/**
 * Resolves once the settings have loaded, failed, or answered their first try (a sign-in typed while
 * they load waits for them; any answer brings the XSRF cookie). Their retries are not waited for:
 * with the settings down, a sign-in still goes.
 */
function settingsSettled(): Promise<void> {
  const settled = () => Boolean($settings.get() || $settingsError.get() || $settingsRetrying.get());
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (!settled()) return;
      clearTimeout(timer);
      for (const stop of stops) stop();
      resolve();
    };
    const timer = setTimeout(() => {
      for (const stop of stops) stop();
      resolve();
    }, SETTINGS_WAIT_MS);
    const stops = [$settings.listen(done), $settingsError.listen(done), $settingsRetrying.listen(done)];
  });
}

let watch: ApiContext['watch'];

/** Has every later GET run through `watcher` (stores/calls-trying.ts installs it with the screens that use it). */
export function setCallWatcher(watcher: ApiContext['watch']): void {
  watch = watcher;
}

/** The context every API call is handed: config, the hosts from the settings, the session token. */
export function apiContext(): ApiContext {
  const { apiBase, lang } = $config.get();
  const urls = $settings.get()?.paramsUrls;
  return {
    apiBase,
    lang,
    getToken: () => $session.get().token,
    onUnauthorized: endRefusedSession,
    renewal: (refused) => tokenRenewal.pending ?? (refused && tokenRenewal.held?.()),
    ready: settingsSettled,
    watch,
    hosts: urls && {
      catalogue: urls.catalogueUrl,
      mobile: urls.mobileAppsApiUrl,
      mobileKey: urls.mobileAppsApiKey,
      tunnel: urls.tunnelUrl,
    },
  };
}

/** The context once the settings are in: calls to the catalogue, mobile and tunnel hosts need their URLs (spec section 7). */
export async function settledApiContext(): Promise<ApiContext> {
  await settingsSettled();
  return apiContext();
}
