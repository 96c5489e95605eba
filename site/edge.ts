/**
 * `npm run site:edge`: the built site (`SITE_OUT`, by default `dist-site/`) on `workerd`, Cloudflare
 * Workers' runtime, through Miniflare: the worker in front of the public folder served as Workers
 * static assets, as `wrangler.jsonc` in the built folder deploys it. `PORT` (8787 by default);
 * `SITE_CONFIG`, a configuration file, is passed to the worker as its `SITE_CONFIG` variable.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';

export async function startEdgeSite(options: { out: string; port: number; configFile?: string }) {
  const wrangler = JSON.parse(readFileSync(join(options.out, 'wrangler.jsonc'), 'utf8')) as {
    compatibility_date: string;
    main: string;
  };
  const mf = new Miniflare({
    name: 'cine-account',
    modules: true,
    scriptPath: join(options.out, wrangler.main),
    compatibilityDate: wrangler.compatibility_date,
    assets: {
      directory: join(options.out, 'public'),
      binding: 'ASSETS',
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
      assetConfig: { html_handling: 'none', not_found_handling: 'none' },
    },
    bindings: options.configFile ? { SITE_CONFIG: readFileSync(options.configFile, 'utf8') } : {},
    host: '127.0.0.1',
    port: options.port,
  });
  const url = await mf.ready;
  return { url: url.href, close: () => mf.dispose() };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = resolve(import.meta.dirname, '..');
  const out = resolve(root, process.env.SITE_OUT ?? 'dist-site');
  const running = await startEdgeSite({
    out,
    port: Number(process.env.PORT) || 8787,
    configFile: process.env.SITE_CONFIG ? resolve(process.env.SITE_CONFIG) : undefined,
  });
  console.log(`cine-account site on workerd: ${running.url} (${out})`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
