import { hasNativeBridge } from './bridge';

/** Where the elements run: a plain page, a partner's iframe, or a native app webview. */
export type HostContext = 'browser' | 'iframe' | 'webview';

/** The `context` attribute: a fixed context or `auto`. */
export type ContextAttribute = HostContext | 'auto';

/** Inputs of {@link detectContext}. */
export type ContextInputs = {
  attribute?: string | null | undefined;
  /** `location.pathname`. */
  path: string;
  win: Window;
};

// `m/{language}/...` routes are the webview pages, `*-iframe` routes the framed ones (spec section 2).
const WEBVIEW_ROUTE = /(^|\/)m\/[a-z]{2}(\/|$)/i;
const IFRAME_ROUTE = /-iframe\/?$/i;

/** Whether `win` runs inside another window (a cross-origin parent that throws counts as one). */
export function isFramed(win: Window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true;
  }
}

/**
 * Decides the context once: an explicit `context` attribute wins; then `webview` (a native bridge
 * object, or an `m/` route), `iframe` (a parent window, or an `-iframe` route), else `browser`.
 */
export function detectContext({ attribute, path, win }: ContextInputs): HostContext {
  if (attribute === 'browser' || attribute === 'iframe' || attribute === 'webview') return attribute;
  if (hasNativeBridge(win) || WEBVIEW_ROUTE.test(path)) return 'webview';
  if (isFramed(win) || IFRAME_ROUTE.test(path)) return 'iframe';
  return 'browser';
}
