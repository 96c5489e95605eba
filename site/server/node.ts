/**
 * The site server on Node: `node server/node.mjs` in the built folder (`npm run site` here) serves
 * the site on `PORT` (8080 by default; `HOST`, 0.0.0.0 by default). `SITE_CONFIG` names a configuration
 * file that replaces the one the build was made with, for what is decided per request (hosts, API).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { Context } from 'hono';
import { readSiteConfig } from '../config-file';
import { createSiteApp, type SiteOptions } from './app';
import { compressPage, nodeFiles, pickEncoding } from './node-files';
import type { SiteData } from './types';

/** The build's data (`site.json`), with the configuration of `configFile` instead of the built one. */
export function readSiteData(root: string, configFile?: string): SiteData {
  const data = JSON.parse(readFileSync(join(root, 'site.json'), 'utf8')) as SiteData;
  if (!configFile) return data;
  return { ...data, site: readSiteConfig(configFile) };
}

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** Pages are made per request: compressed here, as the edge compresses them in front of a worker. */
export function withCompressedPages(fetch: Fetch) {
  return async (request: Request, env?: unknown): Promise<Response> => {
    const response = await fetch(request, env);
    const encoding = pickEncoding(request.headers.get('accept-encoding') ?? '');
    if (!encoding || !response.body || response.headers.has('Content-Encoding')) return response;
    if (!response.headers.get('Content-Type')?.startsWith('text/html')) return response;
    const headers = new Headers(response.headers);
    headers.set('Content-Encoding', encoding);
    const body = await compressPage(await response.text(), encoding);
    return new Response(body as BodyInit, { status: response.status, headers });
  };
}

type NodeResponse = { headersSent?: boolean; writeEarlyHints?: (hints: { link: string[] }) => void };

/**
 * A 103 Early Hints with the page's `Link` entries, for a browser's navigation only (it says so in
 * `Sec-Fetch-Mode`): browsers start the files while the page is made (Chromium over HTTP/2 and later),
 * while some other clients (load tools among them) take a 103 for the answer.
 */
export function nodeEarlyHints(c: Context, links: string[]): void {
  if (c.req.header('sec-fetch-mode') !== 'navigate') return;
  const outgoing = (c.env as { outgoing?: NodeResponse } | undefined)?.outgoing;
  if (outgoing?.writeEarlyHints && !outgoing.headersSent) outgoing.writeEarlyHints({ link: links });
}

/** The site's handler over a built public folder on disk and the build's data. */
export function nodeSite(options: Omit<SiteOptions, 'files'> & { publicDir: string }) {
  const { data } = options;
  const files = nodeFiles(options.publicDir);
  const app = createSiteApp({ earlyHints: nodeEarlyHints, ...options, data, files });
  const manifestFiles = Object.values(data.manifest).map((chunk) => `/${chunk.file}`);
  return { fetch: withCompressedPages(app.fetch), warm: () => files.warm(manifestFiles) };
}

async function main() {
  const root = join(import.meta.dirname, '..');
  const site = nodeSite({
    publicDir: join(root, 'public'),
    data: readSiteData(root, process.env.SITE_CONFIG),
  });
  const server = createServer(getRequestListener(site.fetch));
  const port = Number(process.env.PORT) || 8080;
  server.listen(port, process.env.HOST ?? '0.0.0.0', () => {
    console.log(`cine-account site on http://localhost:${port} (${root})`);
    void site.warm();
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
