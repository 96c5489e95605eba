import { FetchError } from 'ofetch';
import * as z from 'zod/mini';
import { ApiError, FRONT_INVALID_PARAMETERS, NETWORK, SERVER_ERROR_CODE, TIMED_OUT } from './api-error';
import { ApiErrorBody } from './contract/common';
import { RESET_CACHE_HEADER, XSRF_HEADER } from './contract/headers';
import { cache, claimUnauthorized, httpOptions, inFlight } from './http-options';
import { clientFor, freshSignal } from './ofetch-client';
import {
  type ApiHost,
  authHeaders,
  buildUrl,
  isSameOrigin,
  type Query,
  readXsrfCookie,
  type UrlContext,
} from './url';

export {
  ApiError,
  FRONT_INVALID_PARAMETERS,
  NETWORK,
  SERVER_ERROR_CODE,
  TIMED_OUT,
  toApiError,
} from './api-error';
export { clearHttpCache, configureHttp, resetHttp, resetUnauthorized } from './http-options';
export type { ApiHost, Query } from './url';

/** Everything a call needs from the outside; built by `stores/api-context.ts`. */
export type ApiContext = UrlContext & {
  /** Called once per session when a call outside the spec's exceptions answers 401. */
  onUnauthorized(): void;
  /**
   * A renewal of the session's expired token in flight, which every call waits for; after a 401
   * (`refused`), the renewal of a token held past its expiry, started if none is in flight.
   */
  renewal?(refused?: boolean): Promise<unknown> | false | undefined;
  /** Resolves when writes may go: the settings (which set the XSRF cookie) have loaded or failed. */
  ready?(): Promise<unknown>;
  /**
   * Runs each retried GET when given (`run` sends it; `stop` aborts a try): how the screens that say
   * "still trying" learn of failed and slow tries. Pages without them go without.
   */
  watch?<T>(path: string, onFailedTry: (() => void) | undefined, run: Watched<T>): Promise<T>;
};

/** One retried GET as a watcher runs it: reporting each failed try, stoppable. */
export type Watched<T> = (onFailedTry?: () => void, stop?: AbortSignal) => Promise<T>;

/** One call: spec section 7 decides the URL and headers from `host` and `method`. */
export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  host?: ApiHost;
  body?: unknown;
  query?: Query;
  /** Extra headers; `reset` clears this URL's cache entry and is not sent. */
  headers?: Record<string, string>;
  /** A 401 here is an answer for the screen, not an expired session. */
  unauthorizedExempt?: boolean;
  /** Called at each failed try, retries included, so a screen can say so before the last one. */
  onFailedTry?: () => void;
  /** Statuses that count as success (spec section 5); any other rejects with the body's errorCode. */
  expect?: readonly number[];
  /** A GET that does something (sends an e-mail): tried once and never shared, like a write. */
  once?: boolean;
  /** Whether cookies go with the call (fetch's own default when not given). */
  credentials?: RequestCredentials;
  /** Aborts the current try for good (set by the retry-now watcher, not by callers). */
  stop?: AbortSignal;
};

/** What one HTTP exchange gave: its status and the parsed body (undefined when empty). */
type Raw = { status: number; data: unknown };

// Spec section 8: a 401 on these calls is the screen's answer (bad password, bad code), not a logout.
const EXEMPT =
  /^(?:api\/)?(?:login|signup|create-member|verify-member|activate-member|decrypt|forgotten-password|reset-password|contact-support|contact-offer)(?:[/?]|$)/;

/** Wraps a schema so a body that does not match rejects with `FRONT_INVALID_PARAMETERS`. */
export function parse<S extends z.ZodMiniType>(schema: S, status = 0): (data: unknown) => z.output<S> {
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return result.data as z.output<S>;
    throw new ApiError(FRONT_INVALID_PARAMETERS, { status, description: z.prettifyError(result.error) });
  };
}

function fromBody(status: number, data: unknown): ApiError {
  const parsed = ApiErrorBody.safeParse(data);
  const body = parsed.success ? parsed.data : undefined;
  return new ApiError(body?.errorCode || SERVER_ERROR_CODE, {
    status,
    description: body?.errorDescription,
    body,
  });
}

/** The one mapping of an ofetch failure: an HTTP error keeps its status, no answer is status 0. */
function toFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response) return fromBody(error.response.status, error.data);
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  const timedOut = (cause as { name?: unknown } | undefined)?.name === 'TimeoutError';
  return new ApiError(SERVER_ERROR_CODE, { status: 0, description: timedOut ? TIMED_OUT : NETWORK });
}

type Method = NonNullable<RequestOptions['method']>;

/** One exchange, and whether it is a same-origin write that went without the XSRF header. */
function exchange(
  ctx: ApiContext,
  opts: RequestOptions,
  url: string,
  headers: Record<string, string>,
  method: Method,
) {
  const auth = authHeaders(ctx, opts.host ?? 'api', method, url);
  const promise = clientFor(ctx)
    .raw(
      url,
      freshSignal({
        method,
        headers: { ...auth, ...headers },
        // fetch refuses a GET with a body; ofetch would pass it through as it is.
        body: method === 'GET' ? undefined : (opts.body as BodyInit | Record<string, unknown> | undefined),
        timeout: httpOptions.timeout,
        credentials: opts.credentials,
        ...(opts.stop && { stop: opts.stop }),
        // design.md section 7: a second create-member is a second account, so writes are never retried.
        retry: method === 'GET' && !opts.once ? Math.max(0, httpOptions.tries - 1) : 0,
        // ofetch awaits these hooks: a watcher's throw here ends the chain (stores/calls-trying.ts).
        onRequestError: opts.onFailedTry,
        onResponseError: opts.onFailedTry,
      }),
    )
    .then((response): Raw => ({ status: response.status, data: response._data }));
  return { promise, withoutXsrf: method !== 'GET' && isSameOrigin(url) && !(XSRF_HEADER in auth) };
}

async function send(
  ctx: ApiContext,
  opts: RequestOptions,
  url: string,
  headers: Record<string, string>,
  again?: boolean,
): Promise<Raw> {
  const method = opts.method ?? 'GET';
  // Only when there is one: a GET leaves within the call itself otherwise.
  const renewal = ctx.renewal?.();
  if (renewal) await renewal;
  // A write made while the settings still load would go without its XSRF cookie and be refused.
  if (method !== 'GET' && ctx.ready) await ctx.ready();
  const token = ctx.getToken();
  try {
    const first = exchange(ctx, opts, url, headers, method);
    try {
      return await first.promise;
    } catch (error) {
      // A write that went before any answer brought the XSRF cookie is refused (403,
      // nothing done) by an answer that sets it; sent again once with it, the member never sees that 403.
      if (!first.withoutXsrf || toFailure(error).status !== 403 || !readXsrfCookie()) throw error;
      return await exchange(ctx, opts, url, headers, method).promise;
    }
  } catch (error) {
    const failure = toFailure(error);
    const exempt = opts.unauthorizedExempt || EXEMPT.test(opts.path.replace(/^\/+/, ''));
    if (failure.status === 401 && !exempt && !again) {
      // A held expired token is renewed, not ended on this 401: the renewal's answer decides.
      const renewal = ctx.renewal?.(true);
      await renewal;
      // Refused a token the session has since replaced: asked once more with the new one.
      if (ctx.getToken() && ctx.getToken() !== token) return send(ctx, opts, url, headers, true);
      if (!renewal && claimUnauthorized(token)) ctx.onUnauthorized();
    }
    throw failure;
  }
}

function splitReset(headers: Record<string, string> = {}) {
  const rest: Record<string, string> = {};
  let reset = false;
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === RESET_CACHE_HEADER) reset = true;
    else rest[name] = value;
  }
  return { reset, headers: rest };
}

function sendGet(ctx: ApiContext, opts: RequestOptions, url: string, headers: Record<string, string>) {
  const key = `${url}\n${ctx.getToken() ?? ''}`;
  const pending = inFlight.get(key) as Promise<Raw> | undefined;
  if (pending) return pending;
  const run: Watched<Raw> = (onFailedTry, stop) => send(ctx, { ...opts, onFailedTry, stop }, url, headers);
  const started = (ctx.watch ? ctx.watch(opts.path, opts.onFailedTry, run) : run(opts.onFailedTry))
    .then((raw) => {
      if (httpOptions.cache) cache.set(url, raw);
      return raw;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

/**
 * Sends one call to the chain API (or the catalogue, mobile or tunnel host) and validates the
 * answer with `schema`. Rejects with an `ApiError` only.
 */
export async function request<S extends z.ZodMiniType>(
  ctx: ApiContext,
  opts: RequestOptions,
  schema: S,
): Promise<z.output<S>> {
  const url = buildUrl(ctx, opts.host ?? 'api', opts.path, opts.query);
  const { reset, headers } = splitReset(opts.headers);
  let raw: Raw;
  if ((opts.method ?? 'GET') !== 'GET' || opts.once) raw = await send(ctx, opts, url, headers);
  else {
    if (reset) cache.delete(url);
    const cached = httpOptions.cache ? (cache.get(url) as Raw | undefined) : undefined;
    raw = cached ?? (await sendGet(ctx, opts, url, headers));
  }
  if (opts.expect && !opts.expect.includes(raw.status)) throw fromBody(raw.status, raw.data);
  return parse(schema, raw.status)(raw.data);
}
