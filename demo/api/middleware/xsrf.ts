import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ErrorCodes } from '../../../src/api/contract/common';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../src/api/contract/headers';
import { randomToken, sameSecret } from '../crypto';
import { fail } from '../errors';
import { overPlainHttp } from './plain-http';
import { isTrustedOrigin } from './site';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit XSRF check. Every answer sets a readable XSRF-TOKEN cookie when the request had
 * none (`SameSite=None; Secure; Partitioned`, so it also works in a partner's iframe).
 * Same-origin (or Origin-less) writes must echo it in X-XSRF-TOKEN; cross-origin writes must
 * come from a trusted origin, where the bearer token (never a cookie) is the protection.
 * The developer tools under /api/dev are exempt so test harnesses can reset the outbox.
 */
export const xsrf: MiddlewareHandler = async (c, next) => {
  const cookie = getCookie(c, XSRF_COOKIE);
  // Lax cookies are neither stored nor sent inside a cross-site iframe (partner.localhost embedding
  // ch.localhost), so the token is a CHIPS cookie: one per top-level site, readable by the page.
  if (!cookie) {
    const token = randomToken();
    // Over plain http on *.localhost a copy WebKit keeps comes first (no Secure, so Lax): where a browser
    // keeps both in one jar the second, production's, replaces it; Chromium keeps CHIPS apart.
    if (overPlainHttp(c)) setCookie(c, XSRF_COOKIE, token, { path: '/', sameSite: 'Lax' });
    setCookie(c, XSRF_COOKIE, token, {
      path: '/',
      sameSite: 'None',
      secure: true,
      partitioned: true,
    });
  }
  if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith('/api/dev/')) return next();
  const origin = c.req.header('origin');
  const sameOrigin = origin === undefined || origin === new URL(c.req.url).origin;
  if (sameOrigin) {
    const header = c.req.header(XSRF_HEADER);
    if (!cookie || !header || !sameSecret(header, cookie)) {
      return fail(c, 403, ErrorCodes.xsrf, 'Missing or wrong X-XSRF-TOKEN header');
    }
  } else if (!isTrustedOrigin(origin, c.req.url)) {
    return fail(c, 403, ErrorCodes.xsrf, 'Cross-origin write from an origin that is not allowed');
  }
  return next();
};
