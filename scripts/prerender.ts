/**
 * Prerenders the demo: every route of the account site a visitor can open, in each country's
 * languages, and the pages an integrator with a server would render (login-only, the webview pages),
 * into `dist-demo/_prerender/{country}/...`, with the stylesheets they link in `dist-demo/assets/styles/`;
 * then writes what the site server needs to know of the build (`dist-demo/.vite/site.json`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Prerender } from '../site/build/prerender';
import { writeSiteData } from '../site/build/site-data';
import { siteConfig } from '../site/config';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist-demo');
/** Pages of the demo an integrator's server would render, one per country and language. */
const SERVER_PAGES = ['login-only.html', 'webview.html', 'webview-profile.html', 'webview-tickets.html'];

type Server = typeof import('../src/server/index');
const server = (await import(join(root, 'dist/server/index.js'))) as Server;
const site = siteConfig(JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8')), 'site.config.json');

const prerender = new Prerender(dist, server, site);
await prerender.account();
for (const name of SERVER_PAGES) await prerender.page(name);
writeFileSync(join(dist, '_prerender/sizes.json'), `${JSON.stringify(prerender.sizes, null, 2)}\n`);
writeSiteData({
  file: join(dist, '.vite/site.json'),
  publicDir: dist,
  site,
  texts: server.elementTexts(),
  prerendered: prerender.files,
});
console.log(`[prerender] ${prerender.files.length} pages in dist-demo/_prerender/`);
process.exit(0);
