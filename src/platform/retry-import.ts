/** Resolves once the browser is online (at once when it already is). */
export function whenOnline(win: Window = window): Promise<void> {
  if (win.navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('online', () => resolve(), { once: true }));
}

export interface RetryImportOptions {
  /** Attempts in all while online; waiting for the network to return does not use one up. */
  tries?: number;
  /** Called after each failed attempt, before waiting (to say so on screen). */
  onFailure?: (error: unknown) => void;
  /** First pause between attempts, doubled each time. */
  delayMs?: number;
  win?: Window;
}

/**
 * Runs a dynamic `import()` and tries again when it fails: once the network is back, then after
 * a growing pause. Browsers no longer keep a failed module download, so the same URL works again.
 */
export async function retryImport<T>(load: () => Promise<T>, options: RetryImportOptions = {}): Promise<T> {
  const { tries = 4, onFailure, delayMs = 500, win = window } = options;
  let failures = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      onFailure?.(error);
      // Offline: wait for the network without counting it as an attempt.
      if (win.navigator.onLine === false) await whenOnline(win);
      else if (++failures >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** Math.max(0, failures - 1)));
    }
  }
}
