import { randomBytes } from 'node:crypto';
import { integratorOrigins } from '../api/allowed-origins';

/** Cookie (or `?csp=` query value) that serves a page under a strict, nonce-based policy. */
export const CSP_COOKIE = 'cine-demo-csp';

/**
 * The strict policy the elements are built for (design.md section 6): scripts only from this origin
 * or with this response's nonce, styles only from files (adopted sheets are not inline styles).
 */
export function strictPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    // Trusted Types: no string may become script through a DOM sink (issue 13 suite 8).
    "require-trusted-types-for 'script'",
    // Both schemes: the demo's partner site is https when the demo is (DEMO_HTTPS, docs/demo.md "HTTPS").
    [
      "frame-ancestors 'self' http://partner.localhost:* https://partner.localhost:*",
      ...integratorOrigins(),
    ].join(' '),
  ].join('; ');
}

/** A fresh nonce when the request asks for the strict policy (`?csp=strict` or the cookie), else undefined. */
export function strictNonce(request: Request): string | undefined {
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${CSP_COOKIE}=([^;]*)`))?.[1];
  if (url.searchParams.get('csp') !== 'strict' && cookie !== 'strict') return undefined;
  return randomBytes(16).toString('base64');
}

/** Marks the page's own scripts and module preloads with the nonce, as a server with CSP does. */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<script\b(?![^>]*\snonce=)/g, `<script nonce="${nonce}"`)
    .replace(/<link\b(?=[^>]*rel="modulepreload")(?![^>]*\snonce=)/g, `<link nonce="${nonce}"`);
}
