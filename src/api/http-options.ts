/** Tunables of the HTTP layer; tests shrink the delays, a host page may enable the GET cache. */
export type HttpOptions = {
  /** In-memory GET cache by full URL (spec section 7: disabled in the current configuration). */
  cache: boolean;
  /** Total tries of a GET on network errors and 5xx (spec: "up to 10"). Writes are tried once. */
  tries: number;
  /** First backoff delay in ms; doubles on each retry up to `maxDelay`. */
  baseDelay: number;
  maxDelay: number;
  /** Per-try timeout in ms; a timeout rejects with status 0. */
  timeout: number;
  /** A GET still unanswered after this many ms is reported as still trying (said within 5 s). */
  slowAfter: number;
};

const defaults: HttpOptions = {
  cache: false,
  tries: 10,
  baseDelay: 300,
  maxDelay: 8000,
  timeout: 15000,
  slowAfter: 4000,
};

export const httpOptions: HttpOptions = { ...defaults };

/** Changes the HTTP tunables for every later call. */
export function configureHttp(partial: Partial<HttpOptions>): void {
  Object.assign(httpOptions, partial);
}

export const cache = new Map<string, unknown>();
export const inFlight = new Map<string, Promise<unknown>>();

/** Empties the GET cache (on logout: cached responses belong to the previous user). */
export function clearHttpCache(): void {
  cache.clear();
}

// The token whose 401 already triggered onUnauthorized; null when none did since the last login.
let unauthorizedFor: string | null = null;

/** True once per token: several in-flight requests failing together log out only once. */
export function claimUnauthorized(token: string | undefined): boolean {
  const key = token ?? '';
  if (unauthorizedFor === key) return false;
  unauthorizedFor = key;
  return true;
}

/** Opens a new 401 window; the session store calls it after a successful login. */
export function resetUnauthorized(): void {
  unauthorizedFor = null;
}

/** Back to a fresh page: default options, no cache, nothing in flight (for tests). */
export function resetHttp(): void {
  Object.assign(httpOptions, defaults);
  cache.clear();
  inFlight.clear();
  unauthorizedFor = null;
}
