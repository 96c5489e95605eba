import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../config';
import { strictPolicy } from '../server/csp';

/**
 * What a static host (no server code) reads: `_headers` (Netlify, Cloudflare Pages and others) with
 * the cache rules and a policy that needs no nonce (the pages have no inline script), and `robots.txt`.
 */
export function staticHostFiles(publicDir: string, site: Site): void {
  const base = site.basePath;
  const connect = site.countries.flatMap((c) => [
    new URL(c.apiBase).origin,
    ...(c.tunnelUrl ? [new URL(c.tunnelUrl).origin] : []),
    ...site.connectOrigins,
  ]);
  const policy = strictPolicy({ connect, frameAncestors: site.partnerOrigins });
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
