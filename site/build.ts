/**
 * `npm run build:site`: the account site for one configuration (`SITE_CONFIG`, by default
 * `site.config.json`), into one folder (`SITE_OUT`, by default `dist-site/`) that holds all a
 * deployment needs: `public/` (hashed assets, the service worker and its door part, robots.txt,
 * the headers file static hosts read), `_prerender/` pages inside it, `site.json` (what the server knows
 * of the build), `server/node.mjs` and `server/worker.mjs` (the site server, bundled) and `wrangler.jsonc`.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { loadRenderer, Prerender } from './build/prerender';
import { serverBundles } from './build/server-bundles';
import { buildServiceWorker } from './build/service-worker';
import { staticHostFiles } from './build/static-host';
import type { Site } from './config';
import { readSiteConfig } from './config-file';
import { siteViteConfig } from './vite';

const root = resolve(import.meta.dirname, '..');
const configFile = resolve(root, process.env.SITE_CONFIG ?? 'site.config.json');
const out = resolve(root, process.env.SITE_OUT ?? 'dist-site');
const step = (text: string) => console.log(`[site] ${text}`);

let site: Site;
try {
  site = readSiteConfig(configFile);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The renderer the prerender uses: the package's server build, made here when it is missing.
if (!existsSync(join(root, 'dist/server/index.js'))) {
  step('building the renderer (dist/server/)');
  await build({ configFile: join(root, 'vite.server.config.ts'), logLevel: 'warn' });
}
rmSync(out, { recursive: true, force: true });
const publicDir = join(out, 'public');
await build({
  configFile: false,
  logLevel: 'warn',
  ...siteViteConfig({
    outDir: publicDir,
    pages: { index: 'site/index.html' },
    base: site.basePath,
    homeUrl: site.homeUrl,
  }),
});
step(`pages and assets in ${publicDir}`);

const prerender = new Prerender(publicDir, await loadRenderer(), site);
await prerender.account();
step(`${prerender.files.length} prerendered pages`);
step(
  await buildServiceWorker({
    dist: publicDir,
    basePath: site.basePath,
    apiBases: site.countries.map((c) => c.apiBase),
  }),
);
const data = prerender.writeData(join(out, 'site.json'));
// The manifest is the build's, not the visitors': it leaves the public folder.
mkdirSync(join(out, '.vite'), { recursive: true });
renameSync(join(publicDir, '.vite/manifest.json'), join(out, '.vite/manifest.json'));
rmSync(join(publicDir, '.vite'), { recursive: true, force: true });
staticHostFiles(publicDir, site);
await serverBundles(out, data);
writeFileSync(
  join(out, 'wrangler.jsonc'),
  `${JSON.stringify(
    {
      name: 'cine-account',
      main: 'server/worker.mjs',
      // The newest date the workerd of miniflare 4.20260730 takes.
      compatibility_date: '2026-08-01',
      assets: {
        directory: 'public',
        binding: 'ASSETS',
        run_worker_first: true,
        html_handling: 'none',
        not_found_handling: 'none',
      },
    },
    null,
    2,
  )}\n`,
);
step(`done: ${out} (node server/node.mjs, or wrangler deploy from it)`);
process.exit(0);
