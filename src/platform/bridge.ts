/** A message to the native app (design.md section 4), sent as `{v: 1, type, payload}`. */
export type NativeMessage = {
  type: 'close' | 'refreshToken' | 'confirmDeleteAccount' | 'loggedIn' | 'addToWallet';
  payload?: unknown;
};

/** Names of the objects the native app injects; configurable per app build. */
export type BridgeChannels = {
  /** `window[reactNative].postMessage` (React Native WebView). */
  reactNative: string;
  /** `window.webkit.messageHandlers[webkit].postMessage` (iOS WKWebView). */
  webkit: string;
  /** `window[global].postMessage` (Android WebMessageListener, Flutter JavaScriptChannel). */
  global: string;
};

const DEFAULT_CHANNELS: BridgeChannels = {
  reactNative: 'ReactNativeWebView',
  webkit: 'cineAccount',
  global: 'CineAccountBridge',
};

let channels: BridgeChannels = { ...DEFAULT_CHANNELS };

/** Renames the channels the bridge looks for (defaults: ReactNativeWebView, cineAccount, CineAccountBridge). */
export function configureBridge(names: Partial<BridgeChannels>): void {
  channels = { ...DEFAULT_CHANNELS, ...names };
}

type Poster = { postMessage(data: string): void };

const isPoster = (value: unknown): value is Poster =>
  typeof value === 'object' && value !== null && typeof (value as Poster).postMessage === 'function';

function findChannel(win: Window): Poster | undefined {
  const host = win as unknown as Record<string, unknown> & {
    webkit?: { messageHandlers?: Record<string, unknown> };
  };
  const candidates = [
    host[channels.reactNative],
    host.webkit?.messageHandlers?.[channels.webkit],
    host[channels.global],
  ];
  return candidates.find(isPoster);
}

/** Whether a native app bridge is present in this window. */
export function hasNativeBridge(win: Window = window): boolean {
  return findChannel(win) !== undefined;
}

/**
 * Sends `{v: 1, type, payload}` as a JSON string through the first channel present.
 * Returns false (and sends nothing) outside a native webview.
 */
export function sendToNative(message: NativeMessage, win: Window = window): boolean {
  const channel = findChannel(win);
  if (!channel) return false;
  channel.postMessage(JSON.stringify({ v: 1, type: message.type, payload: message.payload ?? null }));
  return true;
}
