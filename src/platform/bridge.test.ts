import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureBridge, hasNativeBridge, sendToNative } from './bridge';

const fakeWindow = (extra: Record<string, unknown>) => extra as unknown as Window;
const sent = (post: ReturnType<typeof vi.fn>) => post.mock.calls.map(([data]) => JSON.parse(String(data)));

describe('native bridge', () => {
  afterEach(() => configureBridge({}));

  it('sends a versioned JSON envelope through React Native WebView', () => {
    const postMessage = vi.fn();
    const win = fakeWindow({ ReactNativeWebView: { postMessage } });
    expect(sendToNative({ type: 'loggedIn', payload: { token: 't' } }, win)).toBe(true);
    expect(typeof postMessage.mock.calls[0]?.[0]).toBe('string');
    expect(sent(postMessage)).toEqual([{ v: 1, type: 'loggedIn', payload: { token: 't' } }]);
  });

  it('uses the iOS message handler and the Android/Flutter global', () => {
    const ios = vi.fn();
    sendToNative(
      { type: 'close' },
      fakeWindow({ webkit: { messageHandlers: { cineAccount: { postMessage: ios } } } }),
    );
    expect(sent(ios)).toEqual([{ v: 1, type: 'close', payload: null }]);
    const android = vi.fn();
    sendToNative(
      { type: 'confirmDeleteAccount' },
      fakeWindow({ CineAccountBridge: { postMessage: android } }),
    );
    expect(sent(android)).toEqual([{ v: 1, type: 'confirmDeleteAccount', payload: null }]);
  });

  it('sends nothing in a plain browser', () => {
    const win = fakeWindow({ webkit: {} });
    expect(hasNativeBridge(win)).toBe(false);
    expect(sendToNative({ type: 'close' }, win)).toBe(false);
  });

  it('follows configured channel names', () => {
    const postMessage = vi.fn();
    const win = fakeWindow({ PatheApp: { postMessage } });
    expect(hasNativeBridge(win)).toBe(false);
    configureBridge({ global: 'PatheApp' });
    expect(hasNativeBridge(win)).toBe(true);
    sendToNative({ type: 'refreshToken' }, win);
    expect(sent(postMessage)).toEqual([{ v: 1, type: 'refreshToken', payload: null }]);
  });
});
