import type { Context } from 'hono';

/**
 * Whether a request came over plain http to `*.localhost` (the demo as `npm run demo` prints it).
 * WebKit keeps no `Secure` cookie over http, even on localhost, so there the demo's cookies also come
 * without it; over https, and on any other host, they keep design.md section 6's flags.
 */
export function overPlainHttp(c: Context): boolean {
  const { protocol, hostname } = new URL(c.req.url);
  return protocol === 'http:' && /(^|\.)localhost$/.test(hostname);
}
