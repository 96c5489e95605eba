import { type $Fetch, type FetchContext, ofetch } from 'ofetch';
import { httpOptions } from './http-options';

// Spec section 7: a GET is tried again on any 5xx (ofetch counts a network failure as 500).
const SERVER_ERRORS = Array.from({ length: 100 }, (_, i) => 500 + i);

/** `baseDelay * 2^n` before the n-th retry, at most `maxDelay` (ofetch lowers `retry` on each try). */
function backoff({ options }: FetchContext): number {
  const left = typeof options.retry === 'number' ? options.retry : 0;
  const retried = Math.max(0, httpOptions.tries - 1 - left);
  return Math.min(httpOptions.maxDelay, httpOptions.baseDelay * 2 ** retried);
}

/**
 * ofetch 1.5.1 hands the first try's timeout signal (aborted or with its timer cleared) to every
 * retry (unjs/ofetch#621); dropping it makes ofetch's own `timeout` start afresh on each try.
 */
function freshTimeout({ options }: FetchContext): void {
  // A try the member replaced ("retry now", issue 25 point 1) is aborted, so it frees its connection.
  const stop = (options as { stop?: AbortSignal }).stop;
  options.signal =
    stop && options.timeout ? AbortSignal.any([stop, AbortSignal.timeout(options.timeout)]) : stop;
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
      onRequest: freshTimeout,
      onResponse: plainBody,
    });
    clients.set(ctx, client);
  }
  return client;
}
