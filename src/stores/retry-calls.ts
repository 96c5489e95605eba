import { $callsTrying, type TryingCall } from './calls-trying';

/** Whether `call` is one of `paths` (every call when none are named). */
export const isCallOf = (call: TryingCall, paths?: readonly string[]) => !paths || paths.includes(call.path);

/** Tries the calls still trying (of `paths`, else all) again at once (the notice's "retry now"); their retries go on. */
export function retryCallsNow(paths?: readonly string[]): void {
  for (const call of $callsTrying.get()) if (isCallOf(call, paths)) call.retryNow();
}
