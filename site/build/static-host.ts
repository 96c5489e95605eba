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
  const connect = [
    ...site.countries
      .flatMap((c) => [c.apiBase, ...(c.tunnelUrl ? [c.tunnelUrl] : [])])
      .map((url) => new URL(url).origin),
    ...site.connectOrigins,
  ];
  const policy = strictPolicy({ connect, frameAncestors: site.partnerOrigins });
  // The policy goes on the pages only: the rules of a `_headers` file add up, and a page's policy on
  // the service worker's script would bind the worker to the page's rules (Trusted Types included).
  const languages = [...new Set(site.countries.flatMap((c) => c.languages))];
  const pages = [
    base,
    `${base}index.html`,
    ...languages.flatMap((lang) => [`${base}${lang}`, `${base}${lang}/*`]),
    `${base}m/*`,
  ];
  writeFileSync(
    join(publicDir, '_headers'),
    [
      `${base}assets/*`,
      '  Cache-Control: public, max-age=31536000, immutable',
      `${base}*`,
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      ...pages.flatMap((page) => [page, `  Content-Security-Policy: ${policy}`]),
      '',
    ].join('\n'),
  );
  writeFileSync(join(publicDir, 'robots.txt'), robotsTxt(base));
}

/** The site's `robots.txt`: every page under the base path, not the prerendered files only the server reads. */
export const robotsTxt = (base: string): string =>
  `User-agent: *\nAllow: ${base}\nDisallow: ${base}_prerender/\n`;
