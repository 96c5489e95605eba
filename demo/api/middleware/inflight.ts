import type { Context, MiddlewareHandler } from 'hono';
import { ErrorCodes } from '../../../src/api/contract/common';
import { fail } from '../errors';

/** Seconds a client told "busy" should wait before it tries again. */
export const BUSY_RETRY_AFTER_S = 1;

/** `DEMO_MAX_INFLIGHT` as a positive integer, else undefined (no limit). */
export function maxInflightFromEnv(value: string | undefined): number | undefined {
  const max = Number(value);
  return Number.isInteger(max) && max > 0 ? max : undefined;
}

/** The "busy" answer: 503 with `Retry-After` and the contract's error body (EC-503). */
export function busy(c: Context): Response {
  c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
  return fail(c, 503, ErrorCodes.busy, 'The service is busy: try again in a moment');
}

/**
 * Admits at most `max` requests at once; the next ones get 503 with `Retry-After` and the contract's
 * error body (EC-503) at once, so an overloaded demo says "busy" instead of timing out or failing.
 */
export function inflightLimit(max: number): MiddlewareHandler {
  let inflight = 0;
  return async (c, next) => {
    if (inflight >= max) return busy(c);
    inflight += 1;
    try {
      await next();
    } finally {
      inflight -= 1;
    }
  };
}
