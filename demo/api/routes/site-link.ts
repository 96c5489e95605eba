import type { Context } from 'hono';
import type { ApiEnv } from '../context';
import { isTrustedOrigin } from '../middleware/site';

/**
 * A link back to the account site from a page the API answers: on this origin when the demo serves both,
 * else on the site the member came from (the Referer's origin, when it is one the API trusts).
 */
export function siteLink(c: Context<ApiEnv>, path: string): string {
  const referer = c.req.header('referer');
  if (!referer) return path;
  try {
    const from = new URL(referer).origin;
    return from !== c.var.origin && isTrustedOrigin(from, c.req.url) ? `${from}${path}` : path;
  } catch {
    return path;
  }
}
