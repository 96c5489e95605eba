import { vi } from 'vitest';

/** A recorded call of the fake fetch: URL, method, headers, parsed JSON body and credentials mode. */
export type SentRequest = {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials;
};

type Reply = Response | Error | ((req: SentRequest) => Response | Error | Promise<Response>);

/** A JSON response as the API would send it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Like a real fetch, a pending reply rejects with the signal's reason when the signal aborts.
function abortable<T>(value: T | Promise<T>, signal?: AbortSignal | null): Promise<T> {
  if (!signal) return Promise.resolve(value);
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    Promise.resolve(value).then(resolve, reject);
  });
}

/**
 * Stubs global fetch (ofetch reads it on each call) with replies taken in order, the last one
 * repeating; returns the recorded calls, one per try.
 */
export function fakeFetch(...replies: Reply[]) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const req: SentRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      // fetch's own default when none is given.
      credentials: init.credentials ?? 'same-origin',
    };
    sent.push(req);
    const reply = replies[Math.min(sent.length - 1, replies.length - 1)];
    const value = typeof reply === 'function' ? await abortable(reply(req), init.signal) : reply;
    if (value instanceof Error) throw value;
    return (value as Response).clone();
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}
