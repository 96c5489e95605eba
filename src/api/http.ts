import * as z from 'zod/mini';
import { ApiError, FRONT_INVALID_PARAMETERS, SERVER_ERROR_CODE } from './api-error';
import { ApiErrorBody } from './contract/common';
import { RESET_CACHE_HEADER } from './contract/headers';
import { buildInit, fetchWithRetry, NoResponse, type Raw } from './fetch-json';
import { cache, claimUnauthorized, httpOptions, inFlight } from './http-options';
import { type ApiHost, authHeaders, buildUrl, type Query, type UrlContext } from './url';

export { ApiError, FRONT_INVALID_PARAMETERS, SERVER_ERROR_CODE, toApiError } from './api-error';
export { clearHttpCache, configureHttp, resetHttp, resetUnauthorized } from './http-options';
export type { ApiHost, Query } from './url';

/** Everything a call needs from the outside; built by `stores/api-context.ts`. */
export type ApiContext = UrlContext & {
  /** Called once per session when a call outside the spec's exceptions answers 401. */
  onUnauthorized(): void;
};

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
  /** Statuses that count as success (spec section 5); any other rejects with the body's errorCode. */
  expect?: readonly number[];
};

// Spec section 8: a 401 on these calls is the screen's answer (bad password, bad code), not a logout.
const EXEMPT =
  /^(?:api\/)?(?:login|refresh|signup|create-member|verify-member|activate-member|decrypt|forgotten-password|reset-password|contact-support|contact-offer)(?:[/?]|$)/;

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

async function send(ctx: ApiContext, opts: RequestOptions, url: string, headers: Record<string, string>) {
  const method = opts.method ?? 'GET';
  const token = ctx.getToken();
  let raw: Raw;
  try {
    const init = buildInit(
      method,
      { ...authHeaders(ctx, opts.host ?? 'api', method, url), ...headers },
      opts.body,
    );
    // design.md section 7: a second create-member is a second account, so writes are never retried.
    raw = await fetchWithRetry(url, init, {
      ...httpOptions,
      tries: method === 'GET' ? httpOptions.tries : 1,
    });
  } catch (error) {
    const timedOut = error instanceof NoResponse && error.timedOut;
    throw new ApiError(SERVER_ERROR_CODE, { status: 0, description: timedOut ? 'timeout' : 'network' });
  }
  if (raw.status < 400) return raw;
  const exempt = opts.unauthorizedExempt || EXEMPT.test(opts.path.replace(/^\/+/, ''));
  if (raw.status === 401 && !exempt && claimUnauthorized(token)) ctx.onUnauthorized();
  throw fromBody(raw.status, raw.data);
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
  const started = send(ctx, opts, url, headers)
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
  if ((opts.method ?? 'GET') !== 'GET') raw = await send(ctx, opts, url, headers);
  else {
    if (reset) cache.delete(url);
    const cached = httpOptions.cache ? (cache.get(url) as Raw | undefined) : undefined;
    raw = cached ?? (await sendGet(ctx, opts, url, headers));
  }
  if (opts.expect && !opts.expect.includes(raw.status)) throw fromBody(raw.status, raw.data);
  return parse(schema, raw.status)(raw.data);
}
