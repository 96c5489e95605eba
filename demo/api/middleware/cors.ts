import type { MiddlewareHandler } from 'hono';
import { MOBILE_KEY_HEADER, XSRF_HEADER } from '../../../src/api/contract/headers';
import { isTrustedOrigin } from './site';

const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  XSRF_HEADER,
  'reset',
  MOBILE_KEY_HEADER,
  'x-mobile-key',
  'x-demo-fault',
  // The shows call asks past every cache (spec section 7: no-cache headers), from another origin too.
  'Cache-Control',
  'Pragma',
];
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * CORS for the country sites and the partner site on the same port, with credentials.
 * Other origins get no CORS headers at all, so browsers refuse to share the answer.
 */
export const cors: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('origin');
  const own = new URL(c.req.url).origin;
  const allowed = origin !== undefined && origin !== own && isTrustedOrigin(origin, c.req.url);
  if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
    const headers = new Headers({ Vary: 'Origin' });
    if (allowed) {
      headers.set('Access-Control-Allow-Origin', origin);
      headers.set('Access-Control-Allow-Credentials', 'true');
      headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '));
      headers.set('Access-Control-Max-Age', '600');
    }
    return new Response(null, { status: 204, headers });
  }
  await next();
  c.res.headers.append('Vary', 'Origin');
  if (allowed) {
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.set('Access-Control-Allow-Credentials', 'true');
  }
};
