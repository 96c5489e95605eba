/**
 * Fault injection, per request, for tests and for a person trying the demo.
 *
 * Switch it with the `x-demo-fault` request header or the `cine-demo-fault` cookie (the header
 * wins). The value is a comma list of `match:fault` entries:
 *
 * - `match` is a substring of the path after `/api/{lang}/` (or after `/catalogue/`, `/tunnel/`,
 *   `/mobile/`), or `*` for every call. `/api/dev/*` is never faulted.
 * - `fault` is one of
 *   - `500`: 500 with the error body (EC-500);
 *   - `401`: 401 with the error body (EC-401), as for an expired session;
 *   - `503`: "busy", as an overloaded API answers (503, `Retry-After`, EC-503);
 *   - `timeout`: hangs 30 s, then 504;
 *   - `malformed`: 200 with a JSON body that matches no contract schema;
 *   - `latency=MS`: waits MS milliseconds, then answers normally (adds up with other entries).
 *
 * Examples: `x-demo-fault: accounts/me:500`, `cine-demo-fault=*:latency=800,login:401`.
 * `GET /api/dev/faults` shows what the current request would get.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ErrorCodes } from '../../../src/api/contract/common';
import { errorBody, fail } from '../errors';
import { busy } from './inflight';

export const FAULT_HEADER = 'x-demo-fault';
export const FAULT_COOKIE = 'cine-demo-fault';

export type Fault =
  | { match: string; kind: '500' | '401' | '503' | 'timeout' | 'malformed' }
  | { match: string; kind: 'latency'; ms: number };

const FAULTS = ['500', '401', '503', 'timeout', 'malformed'] as const;
const FAULT_KINDS = new Set<string>(FAULTS);

/** Parses `match:fault` entries; entries that do not parse are ignored. */
export function parseFaults(value: string | undefined): Fault[] {
  const faults: Fault[] = [];
  for (const entry of (value ?? '').split(',')) {
    const at = entry.lastIndexOf(':');
    const match = entry.slice(0, at).trim();
    const kind = entry.slice(at + 1).trim();
    if (at < 1 || !match) continue;
    const latency = /^latency=(\d{1,6})$/.exec(kind);
    if (latency) faults.push({ match, kind: 'latency', ms: Number(latency[1]) });
    else if (FAULT_KINDS.has(kind)) faults.push({ match, kind: kind as (typeof FAULTS)[number] });
  }
  return faults;
}

/** The faults a request asks for, and where they came from. */
export function requestedFaults(header: string | undefined, cookie: string | undefined) {
  const source = header ? 'header' : cookie ? 'cookie' : null;
  return { source, faults: parseFaults(header ?? cookie) };
}

/** The path the `match` part is compared with, or undefined where faults never apply. */
export function faultPath(pathname: string): string | undefined {
  return /^\/(?:api\/(?:fr|en|de|nl)|catalogue|tunnel|mobile)\/(.*)$/.exec(pathname)?.[1];
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Applies the requested faults; `timeoutMs` is how long `timeout` hangs (30 s by default). */
export function faults(timeoutMs = 30_000): MiddlewareHandler {
  return async (c, next) => {
    const path = faultPath(c.req.path);
    const requested = c.req.header(FAULT_HEADER) ?? getCookie(c, FAULT_COOKIE);
    if (path === undefined || !requested || c.req.method === 'OPTIONS') return next();
    const active = parseFaults(requested).filter(
      (fault) => fault.match === '*' || path.includes(fault.match),
    );
    const signal = c.req.raw.signal;
    for (const fault of active) if (fault.kind === 'latency') await wait(fault.ms, signal);
    const failure = active.find((fault) => fault.kind !== 'latency');
    switch (failure?.kind) {
      case '500':
        return fail(c, 500, ErrorCodes.server, 'Injected server error (demo fault)');
      case '401':
        return fail(c, 401, ErrorCodes.unauthorized, 'Injected expired session (demo fault)');
      case '503':
        return busy(c);
      case 'timeout':
        await wait(timeoutMs, signal);
        return c.json(errorBody(504, ErrorCodes.server, 'Injected timeout (demo fault)'), 504);
      case 'malformed':
        return c.json({ malformed: true, hint: 'x-demo-fault: this body matches no contract' }, 200);
      default:
        return next();
    }
  };
}
