import { describe, expect, it } from 'vitest';
import { detectContext } from './context';

const top = () => {
  const win = {} as { parent: unknown };
  win.parent = win;
  return win as unknown as Window;
};
const framed = () => ({ parent: {} }) as unknown as Window;

describe('detectContext', () => {
  it('is browser for a top-level page on a normal route', () => {
    expect(detectContext({ path: '/fr/login', win: top() })).toBe('browser');
  });

  it('is webview with a native bridge or on an m/ route', () => {
    const bridged = Object.assign(top(), { ReactNativeWebView: { postMessage() {} } });
    expect(detectContext({ path: '/fr/profile', win: bridged })).toBe('webview');
    expect(detectContext({ path: '/m/fr/profile/user-infos', win: top() })).toBe('webview');
    expect(detectContext({ path: '/account/m/de/fidelity', win: top() })).toBe('webview');
  });

  it('is iframe inside a parent window or on an -iframe route', () => {
    expect(detectContext({ path: '/fr/login', win: framed() })).toBe('iframe');
    expect(detectContext({ path: '/fr/signup-iframe', win: top() })).toBe('iframe');
  });

  it('obeys an explicit context attribute; auto detects', () => {
    expect(detectContext({ attribute: 'webview', path: '/fr/login', win: top() })).toBe('webview');
    expect(detectContext({ attribute: 'browser', path: '/fr/login-iframe', win: framed() })).toBe('browser');
    expect(detectContext({ attribute: 'auto', path: '/fr/login', win: framed() })).toBe('iframe');
  });

  it('does not mistake ordinary paths for webview routes', () => {
    expect(detectContext({ path: '/fr/my-tickets', win: top() })).toBe('browser');
    expect(detectContext({ path: '/film/m/', win: top() })).toBe('browser');
  });
});
