import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../config';

/**
 * What a static host (no server code) reads: `_headers` (Netlify, Cloudflare Pages and others) with
 * the cache rules and a policy that needs no nonce (the pages have no inline script), and `robots.txt`.
 */
export function staticHostFiles(publicDir: string, site: Site): void {
  const base = site.basePath;
  const api = [
    ...new Set(
      site.countries.flatMap((c) => [
        new URL(c.apiBase).origin,
        ...(c.tunnelUrl ? [new URL(c.tunnelUrl).origin] : []),
      ]),
    ),
  ];
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${api.join(' ')}`,
    `img-src 'self' data: ${api.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "require-trusted-types-for 'script'",
    `frame-ancestors 'self'${site.partnerOrigins.map((origin) => ` ${origin}`).join('')}`,
  ].join('; ');
  writeFileSync(
    join(publicDir, '_headers'),
    [
      `${base}assets/*`,
      '  Cache-Control: public, max-age=31536000, immutable',
      '  X-Content-Type-Options: nosniff',
      `${base}*`,
      `  Content-Security-Policy: ${policy}`,
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(publicDir, 'robots.txt'),
    `User-agent: *\nAllow: ${base}\nDisallow: ${base}_prerender/\n`,
  );
}
