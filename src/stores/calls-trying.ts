import { atom } from 'nanostores';
import type { Watched } from '../api/http';
import { httpOptions } from '../api/http-options';
import { setCallWatcher } from './api-context';

/** A GET still trying after a failed or slow try: what a screen needs to say so and try again at once. */
export type TryingCall = { path: string; retryNow(): void };

/** Where calls still trying are told, and told again when they end (the stores keep the list). */
export type TryingReport = { start(call: TryingCall): void; end(call: TryingCall): void };

/**
 * Runs a retried GET and reports it from its first failed try, or once it is slower than
 * `httpOptions.slowAfter`, until it ends. `retryNow` aborts the try in flight and
 * starts a fresh chain of tries at once; the replaced chain stops at its abort and is not heard.
 */
export function watchTries<T>(
  report: TryingReport,
  path: string,
  onFailedTry: (() => void) | undefined,
  run: Watched<T>,
): Promise<T> {
  const { start: told, end: ended } = report;
  let current: AbortController | undefined;
  let call: TryingCall | undefined;
  return new Promise<T>((resolve, reject) => {
    const tell = () => {
      if (call) return;
      call = { path, retryNow: start };
      told(call);
    };
    const slow = setTimeout(tell, httpOptions.slowAfter);
    function start() {
      current?.abort();
      const mine = new AbortController();
      current = mine;
      const settle = (end: () => void) => {
        if (current !== mine) return;
        clearTimeout(slow);
        if (call) ended(call);
        end();
      };
      run(() => {
        // Thrown from ofetch's error hook, this ends the replaced chain instead of its next retry.
        if (current !== mine) throw new Error('replaced by a retry');
        onFailedTry?.();
        tell();
      }, mine.signal).then(
        (value) => settle(() => resolve(value)),
        (error) => settle(() => reject(error)),
      );
    }
    start();
  });
}

/** The loads of this page still trying after a failed or slow try; their retries go on. */
export const $callsTrying = atom<readonly TryingCall[]>([]);

const report: TryingReport = {
  start: (call) => $callsTrying.set([...$callsTrying.get(), call]),
  end: (ended) => $callsTrying.set($callsTrying.get().filter((call) => call !== ended)),
};

/**
 * Watches every later GET, so the screens can say which are still trying. Called by the member's data
 * (stores/client.ts) and the notice: the sign-in page keeps these bytes out (design.md section 8).
 */
export function watchCalls(): void {
  setCallWatcher((path, onFailedTry, run) => watchTries(report, path, onFailedTry, run));
}

// The notice's "retry now" is stores/retry-calls.ts: elements that only watch their calls (profile) keep it out.
