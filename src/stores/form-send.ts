import type { MapStore } from 'nanostores';
import { toApiError } from '../api/http';
import { emitError, isOffline } from './outcomes';

/** A message form's request: `sent` once the team has it; `error` is the i18n key of what went wrong. */
export type SendState = { submitting: boolean; sent: boolean; error?: string; failures: number };

/**
 * Sends a form's request once per click burst; a failure says whether the network or the server
 * failed (`{namespace}.errors.network|failed`; a timeout is the server's: "you seem offline" would be
 * wrong), tells the host page (cine-error), and keeps the values (the form owns them).
 */
export async function sendOnce(
  store: MapStore<SendState>,
  namespace: string,
  call: () => Promise<unknown>,
  origin?: string,
): Promise<boolean> {
  const { submitting, failures, error } = store.get();
  if (submitting) return false;
  // The last error stays on screen while the next try runs (stores/password-recovery.ts says why).
  store.set({ submitting: true, sent: false, failures, error });
  try {
    await call();
    store.set({ submitting: false, sent: true, failures: 0 });
    return true;
  } catch (err) {
    const failure = toApiError(err);
    const offline = isOffline(failure);
    const error = `${namespace}.errors.${offline ? 'network' : 'failed'}`;
    store.set({ submitting: false, sent: false, error, failures: failures + 1 });
    emitError(failure, error, origin);
    return false;
  }
}
