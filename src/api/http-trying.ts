import { httpOptions } from './http-options';

/** A GET still trying after a failed or slow try: what a screen needs to say so and try again at once. */
export type TryingCall = { id: number; path: string; retryNow(): void };

/** Where calls still trying are told, and told again when they end (the stores keep the list). */
export type TryingReport = { start(call: TryingCall): void; end(id: number): void };

let ids = 0;

/**
 * Runs a retried GET and reports it from its first failed try, or once it is slower than
 * `httpOptions.slowAfter`, until it ends (issue 25 point 1). `retryNow` starts a fresh chain of tries
 * at once; the chain it replaces stops at its next failure and its answer is dropped.
 */
export function watchTries<T>(
  report: TryingReport | undefined,
  path: string,
  onFailedTry: (() => void) | undefined,
  run: (onFailedTry: () => void, stop?: AbortSignal) => Promise<T>,
): Promise<T> {
  if (!report) return run(() => onFailedTry?.());
  const id = ++ids;
  let told = false;
  let generation = 0;
  let replaced: AbortController | undefined;
  return new Promise<T>((resolve, reject) => {
    let slow: ReturnType<typeof setTimeout> | undefined;
    const tell = () => {
      if (told) return;
      told = true;
      report.start({ id, path, retryNow: start });
    };
    const settle = (mine: number, end: () => void) => {
      if (mine !== generation) return;
      clearTimeout(slow);
      if (told) report.end(id);
      end();
    };
    function start() {
      const mine = ++generation;
      // The try in flight is aborted (its connection freed); its chain then stops at the hook below.
      replaced?.abort();
      replaced = new AbortController();
      clearTimeout(slow);
      if (!told) slow = setTimeout(tell, httpOptions.slowAfter);
      run(() => {
        // Thrown from ofetch's error hook, this ends the replaced chain instead of its next retry.
        if (mine !== generation) throw new Error('replaced by a retry');
        onFailedTry?.();
        tell();
      }, replaced.signal).then(
        (value) => settle(mine, () => resolve(value)),
        (error) => settle(mine, () => reject(error)),
      );
    }
    start();
  });
}
