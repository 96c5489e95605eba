import { t } from '../i18n/index';
import { sendToNative } from '../platform/bridge';
import { lazy } from '../platform/lazy';
import { navigate } from '../platform/navigation';
import { sectionPath } from '../platform/paths';
import { safeReturnUrl } from '../platform/safe-url';
import { OFFLINE_TICKETS_MARK, readStored } from '../platform/storage';
import { $config } from '../stores/config';
import { type EmittedOutcome, type OutcomeApi, onOutcome } from '../stores/outcomes';
import { $session } from '../stores/session-state';
import { $settings } from '../stores/settings-state';
import { islandElement } from './islands';
import { watchSessionCookie } from './session-cookie';

/** Names of the DOM events the elements emit (composed, bubbling `CustomEvent`s). */
export type CineEventName = 'cine-logged-in' | 'cine-logged-out' | 'cine-signed-up' | 'cine-error';

/** Dispatches a composed, bubbling event from the island that started the outcome (or the document). */
export function emitDomEvent(name: CineEventName, detail: object, origin?: string): void {
  const target: EventTarget = islandElement(origin) ?? document;
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

function toParent(
  code: string,
  success: boolean,
  extra: { message?: string; token?: string; api?: OutcomeApi },
) {
  // Only framed pages post to a parent, so only they download the code (in order: one module promise).
  lazy(import('./iframe'), ({ iframeMessage, postToParent, resolveParentOrigin }) =>
    postToParent(iframeMessage({ code, success, ...extra }), resolveParentOrigin()),
  );
}

// Where the browser goes after a login: the page the guard turned away, a safe return URL, else the dashboard (on the account site's URL when set).
const afterLogin = (to: string | undefined): string =>
  to ||
  safeReturnUrl($config.get().returnUrl, $settings.get()?.allowedOrigins ?? []) ||
  sectionPath($config.get(), 'dashboard');

// A message key in the page's language; a code our texts do not know reads as the generic error.
function translatedError(key: string): string {
  const text = t(key);
  return text === key ? t('Error.Occurred') : text;
}

// Stores may post an error themselves (iframeMessage right after error): post only once.
const pendingErrors = new Map<string, () => void>();

function react(outcome: EmittedOutcome): void {
  const context = $config.get().context;
  switch (outcome.type) {
    case 'loggedIn':
      emitDomEvent('cine-logged-in', { user: $session.get().user }, outcome.origin);
      if (context === 'iframe') toParent('LOGIN_SUCCESSFUL', true, { token: outcome.token });
      else if (context === 'webview') sendToNative({ type: 'loggedIn', payload: { token: outcome.token } });
      else navigate(afterLogin(outcome.to), islandElement(outcome.origin));
      return;
    case 'loggedOut':
      emitDomEvent('cine-logged-out', {}, outcome.origin);
      return;
    case 'signedUp':
      // Signup ends signed in (spec section 4): the host page hears both.
      emitDomEvent('cine-logged-in', { user: $session.get().user }, outcome.origin);
      emitDomEvent('cine-signed-up', { user: $session.get().user }, outcome.origin);
      return;
    case 'error': {
      const { code, api } = outcome;
      const message = translatedError(outcome.message);
      // The code is for developers: the event and the console, never the customer's screen.
      console.warn(`[cine-account] ${code}${api?.httpStatus ? ` (HTTP ${api.httpStatus})` : ''}: ${message}`);
      emitDomEvent('cine-error', { code, message, api }, outcome.origin);
      if (context !== 'iframe') return;
      pendingErrors.set(code, () =>
        toParent(code, false, { message, api: { ...api, error: api?.error ?? code } }),
      );
      queueMicrotask(() => {
        pendingErrors.get(code)?.();
        pendingErrors.delete(code);
      });
      return;
    }
    case 'iframeMessage':
      pendingErrors.delete(outcome.code);
      toParent(outcome.code, outcome.success, {
        ...outcome,
        message: outcome.message && translatedError(outcome.message),
      });
      return;
    case 'native':
      sendToNative(outcome.message);
      return;
    case 'navigate':
      navigate(outcome.to, islandElement(outcome.origin), { load: outcome.load });
      return;
    case 'track':
      // Loaded on first use: a page with only <cine-login> never tracks, so never downloads it.
      lazy(import('./tracking'), ({ trackEvent }) => trackEvent(outcome.push));
      return;
  }
}

let started = false;

/**
 * Starts the host reactions once per page (idempotent; `defineIsland` calls it): DOM events,
 * postMessage to the parent, native bridge, navigation, tracking, the session cookie, kept tickets, injections.
 */
export function startHostEffects(): void {
  if (started) return;
  started = true;
  onOutcome(react);
  watchSessionCookie();
  // Only a device that keeps e-tickets for the cinema door watches for the sign-out that deletes them.
  if (readStored(OFFLINE_TICKETS_MARK, 'local'))
    lazy(import('./offline-tickets'), ({ watchOfflineTickets }) => watchOfflineTickets());
  // Elements on a page without the account router count its page view themselves, once.
  setTimeout(() => {
    if (!document.querySelector('cine-account')) {
      lazy(import('./tracking'), ({ trackPageView }) => trackPageView(location.pathname));
    }
  });
  $settings.subscribe((settings) => {
    // Most settings inject nothing: the injector is downloaded only when there is something to inject.
    if (settings?.injections.length) {
      lazy(import('./injections'), ({ applyInjections }) => applyInjections(settings.injections));
    }
  });
}
