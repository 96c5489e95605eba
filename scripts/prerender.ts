/**
 * Prerenders the demo: every route of the account site a visitor can open, in each country's
 * languages, and the pages an integrator with a server would render (login-only, the webview pages),
 * into `dist-demo/_prerender/{country}/...`, with the stylesheets they link in `dist-demo/assets/styles/`;
 * then writes `dist-demo/robots.txt` and what the site server needs to know of the build
 * (`dist-demo/.vite/site.json`).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadRenderer, Prerender } from '../site/build/prerender';
import { robotsTxt } from '../site/build/static-host';
import { readSiteConfig } from '../site/config-file';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist-demo');
/** Pages of the demo an integrator's server would render, one per country and language. */
const SERVER_PAGES = ['login-only.html', 'webview.html', 'webview-profile.html', 'webview-tickets.html'];

const site = readSiteConfig(join(root, 'site.config.json'), 'site.config.json');

const prerender = new Prerender(dist, await loadRenderer(), site);
await prerender.account();
for (const name of SERVER_PAGES) await prerender.page(name);
// The demo answers crawlers at its root as a deployment does (its base path is the root).
writeFileSync(join(dist, 'robots.txt'), robotsTxt(site.basePath));
writeFileSync(join(dist, '_prerender/sizes.json'), `${JSON.stringify(prerender.sizes, null, 2)}\n`);
prerender.writeData(join(dist, '.vite/site.json'));
console.log(`[prerender] ${prerender.files.length} pages in dist-demo/_prerender/`);
process.exit(0);
