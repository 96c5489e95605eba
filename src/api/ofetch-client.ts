import { type $Fetch, type FetchContext, ofetch } from 'ofetch';
import { httpOptions } from './http-options';

// Spec section 7: a GET is tried again on any 5xx (ofetch counts a network failure as 500).
const SERVER_ERRORS = Array.from({ length: 100 }, (_, i) => 500 + i);

/**
 * One try's signal: the caller's stop joined to a timeout of the try's own. Set again by backoff before
 * each retry: ofetch 1.5.1 hands the first try's signal to every retry (unjs/ofetch#621). Not an
 * onRequest hook: ofetch awaits hooks, which put a GET behind any render its caller's store updates queued.
 */
export function freshSignal<O extends { stop?: AbortSignal; timeout?: number; signal?: AbortSignal | null }>(
  options: O,
): O {
  // A try the member replaced ("retry now") is aborted, so it frees its connection.
  const { stop, timeout } = options;
  options.signal = stop && timeout ? AbortSignal.any([stop, AbortSignal.timeout(timeout)]) : stop;
  return options;
}

/** `baseDelay * 2^n` before the n-th retry, at most `maxDelay` (ofetch lowers `retry` on each try). */
function backoff({ options }: FetchContext): number {
  freshSignal(options);
  const left = typeof options.retry === 'number' ? options.retry : 0;
  const retried = Math.max(0, httpOptions.tries - 1 - left);
  return Math.min(httpOptions.maxDelay, httpOptions.baseDelay * 2 ** retried);
}

/** ofetch reads JSON (through destr) and text; an empty body is undefined and bytes are text. */
async function plainBody({ response }: FetchContext): Promise<void> {
  if (!response) return;
  if (response._data instanceof Blob) response._data = await response._data.text();
  if (response._data === '') response._data = undefined;
}

const clients = new WeakMap<object, $Fetch>();

/** The ofetch instance of one API context, created on its first call. */
export function clientFor(ctx: object): $Fetch {
  let client = clients.get(ctx);
  if (!client) {
    client = ofetch.create({
      retryStatusCodes: SERVER_ERRORS,
      retryDelay: backoff,
      onResponse: plainBody,
    });
    clients.set(ctx, client);
  }
  return client;
}
