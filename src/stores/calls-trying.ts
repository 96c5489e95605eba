import { atom } from 'nanostores';
import type { TryingCall, TryingReport } from '../api/http';

/** The loads of this page still trying after a failed or slow try (issue 25 point 1); their retries go on. */
export const $callsTrying = atom<readonly TryingCall[]>([]);

/** What the API context reports to: a call joins the list at its first failed or slow try, leaves when it ends. */
export const tryingReport: TryingReport = {
  start: (call) => $callsTrying.set([...$callsTrying.get(), call]),
  end: (id) => $callsTrying.set($callsTrying.get().filter((call) => call.id !== id)),
};

/** Tries every call still trying again at once (the notice's "retry now"); their retries go on. */
export function retryCallsNow(): void {
  for (const call of $callsTrying.get()) call.retryNow();
}
