/** What one HTTP exchange gave: its status and the parsed body (undefined when empty). */
export type Raw = { status: number; data: unknown };

/** Retry and timeout tunables of one call (a subset of `HttpOptions`). */
export type Tries = { tries: number; timeout: number; baseDelay: number; maxDelay: number };

/** No HTTP answer at all: the network failed, or the per-try timeout aborted the request. */
export class NoResponse extends Error {
  timedOut: boolean;
  constructor(timedOut: boolean, cause?: unknown) {
    super(timedOut ? 'timeout' : 'network', { cause });
    this.name = 'NoResponse';
    this.timedOut = timedOut;
  }
}

const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json\s*(?:;|$)/i;
// Statuses that carry no body by definition; reading one would give an empty string anyway.
const NULL_BODY = [101, 204, 205, 304];
// A `__proto__` key in a body must never become an object's prototype further down.
const noProto = (key: string, value: unknown) => (key === '__proto__' ? undefined : value);

// Plain objects, arrays and primitives go out as JSON; FormData, Blob, URLSearchParams and streams as they are.
function isJson(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body);
  return (
    proto === Object.prototype ||
    proto === null ||
    typeof (body as { toJSON?: unknown }).toJSON === 'function'
  );
}

/** The fetch init of a call: JSON body with its content type; GET and HEAD never carry a body. */
export function buildInit(method: string, headers: Record<string, string>, body: unknown): RequestInit {
  const sent = new Headers(headers);
  if (body === undefined || method === 'GET' || method === 'HEAD') return { method, headers: sent };
  if (!isJson(body)) return { method, headers: sent, body: body as BodyInit };
  if (!sent.has('content-type')) sent.set('content-type', 'application/json');
  if (!sent.has('accept')) sent.set('accept', 'application/json');
  return { method, headers: sent, body: typeof body === 'string' ? body : JSON.stringify(body) };
}

/**
 * JSON (or no content type) is parsed, falling back to the text when it is not valid JSON so the
 * caller's schema decides; other types stay text; an empty body is undefined.
 */
async function readBody(response: Response, method: string): Promise<unknown> {
  if (NULL_BODY.includes(response.status) || method === 'HEAD') return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type');
  if (type && !JSON_TYPE.test(type)) return text;
  try {
    return JSON.parse(text, noProto);
  } catch {
    return text;
  }
}

/** One try with its own timeout; rejects only with `NoResponse` (an HTTP error status resolves). */
async function fetchOnce(url: string, init: RequestInit, timeout: number): Promise<Raw> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { status: response.status, data: await readBody(response, init.method ?? 'GET') };
  } catch (error) {
    throw new NoResponse(timedOut, error);
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `init` up to `tries` times: a network failure, a timeout or a 5xx waits
 * `baseDelay * 2^n` (at most `maxDelay`) and tries again. Resolves with the last HTTP answer.
 */
export async function fetchWithRetry(url: string, init: RequestInit, options: Tries): Promise<Raw> {
  const tries = Math.max(1, options.tries);
  for (let attempt = 1; ; attempt++) {
    let raw: Raw | undefined;
    let failure: unknown;
    try {
      raw = await fetchOnce(url, init, options.timeout);
    } catch (error) {
      failure = error;
    }
    const retry = attempt < tries && (raw === undefined || raw.status >= 500);
    if (!retry) {
      if (raw) return raw;
      throw failure;
    }
    await sleep(Math.min(options.maxDelay, options.baseDelay * 2 ** (attempt - 1)));
  }
}
