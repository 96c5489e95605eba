// A fake Screen Wake Lock API for the unit tests (happy-dom has none) and the e2e pages (headless
// Chromium may refuse the real one): self-contained, so Playwright can send it as an init script.

/** What the page asked of the fake, in order (`request screen`, `release`), and the switch of its visibility. */
export type WakeLockLog = { calls: string[]; show: (state: DocumentVisibilityState) => void };

/**
 * Installs `navigator.wakeLock`, answering `grant` or `refuse` (NotAllowedError, as in an iframe
 * without the permission), and a page visibility `show` switches as a phone does when put away;
 * the log is `window.wakeLockLog`.
 */
export function fakeWakeLock(answer: string): void {
  const calls: string[] = [];
  let visibility: DocumentVisibilityState = 'visible';
  const request = async (type: string) => {
    calls.push(`request ${type}`);
    if (answer === 'refuse') throw new DOMException('Wake lock refused', 'NotAllowedError');
    const sentinel = Object.assign(new EventTarget(), {
      type,
      released: false,
      release: async () => {
        if (sentinel.released) return;
        sentinel.released = true;
        calls.push('release');
        sentinel.dispatchEvent(new Event('release'));
      },
    });
    return sentinel;
  };
  Object.defineProperty(Navigator.prototype, 'wakeLock', { configurable: true, get: () => ({ request }) });
  // On the document itself: it shadows the getters wherever the environment defines them.
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
  const show = (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  Object.assign(window, { wakeLockLog: { calls, show } satisfies WakeLockLog });
}

/** The log of the fake installed in this window. */
export const wakeLockLog = () => (window as unknown as { wakeLockLog: WakeLockLog }).wakeLockLog;
