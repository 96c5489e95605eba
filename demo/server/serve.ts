import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { cookieValue } from '../../site/server/cookies';
import { nodeSite, readSiteData } from '../../site/server/node';
import { integratorOrigins } from '../api/allowed-origins';
import { API_PREFIXES, createApiApp } from '../api/app';
import { createDb } from '../api/db';
import { cors } from '../api/middleware/cors';
import { maxInflightFromEnv } from '../api/middleware/inflight';
import { tunnelUrl } from '../api/routes/settings';
import { CSP_COOKIE } from './csp';
import { createDevSite } from './dev-site';
import { createListening, type Listening, listen } from './listen';
import { apiSettings } from './page-settings';
import { selfSignedCert, type TlsPair } from './tls';

/** `prod` serves dist-demo/, `dev` runs Vite with HMR, `api-only` serves only the API. */
export type ServeMode = 'prod' | 'dev' | 'api-only';

export type StartOptions = {
  /** 5173 by default; 0 picks a free port. */
  port?: number;
  mode?: ServeMode;
  /** In-memory database (e2e, bench) instead of `.demo-data/`. */
  memory?: boolean;
  /** Database folder instead of `.demo-data/` (the load test's temporary one). */
  dataDir?: string;
  /** Requests the API serves at once before it answers 503 "busy" (see inflightLimit). */
  maxInflight?: number;
  /** Serves https with this key and certificate (WebKit keeps `Secure` cookies only over https). */
  tls?: TlsPair;
  /** The build prod mode serves: dist-demo/ by default (a test's own folder). */
  built?: string;
  /** Serves HTTP/2 (and HTTP/1.1 to clients without it) over `tls`, as production CDNs do (the bench). */
  http2?: boolean;
  /** The API's clock (tokens and their renewal): a test's own, to sign a member in hours ago. */
  now?: () => number;
};

export type RunningServer = { url: string; port: number; close(): Promise<void> };

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const COUNTRY_HOSTS = ['ch', 'be', 'sn', 'tn'];

const isApiPath = (url = '/') =>
  API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

const CATALOGUE_HOME = /^\/catalogue\/(fr|en|de|nl)\/?(\?.*)?$/;

/**
 * Starts the demo on one port: the API at /api (+ /catalogue, /tunnel, /mobile) and the pages.
 * Listens on loopback only; `*.localhost` host names reach it (Chromium resolves them to loopback).
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  if (options.http2 && !options.tls) throw new Error('http2 needs tls: browsers speak h2 only over TLS');
  const mode = options.mode ?? 'dev';
  const db = await createDb(
    options.memory ? {} : { dataDir: options.dataDir ?? join(REPO_ROOT, '.demo-data') },
  );
  const api = createApiApp({ db, maxInflight: options.maxInflight, now: options.now });
  const apiListener = getRequestListener(api.fetch);
  let pages: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('API only: pages are not served in this mode');
  };
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    // The catalogue home the spec's logout lands on is a page of the demo, with the user menu.
    if (mode !== 'api-only' && req.method === 'GET' && CATALOGUE_HOME.test(req.url ?? '')) {
      req.url = '/catalogue.html';
      return pages(req, res);
    }
    // Alone, the API answers the legal page its settings link to: no page of the demo is there.
    const legal = mode === 'api-only' && /^\/legal\.html(\?|$)/.test(req.url ?? '');
    return isApiPath(req.url) || legal ? apiListener(req, res) : pages(req, res);
  };
  const make = () => createListening(handler, options.tls, options.http2);
  const servers = [make(), make()];
  // Vite's HMR socket listens on the first server; upgrades reaching the IPv6 one are handed over.
  servers[1]?.on('upgrade', (...args) => servers[0]?.emit('upgrade', ...args));
  let closeSite = async () => {};
  if (mode === 'prod') {
    const built = options.built ?? join(REPO_ROOT, 'dist-demo');
    // The account site's own server over the demo's build, with the API beside it on this origin.
    const site = nodeSite({
      publicDir: built,
      data: readSiteData(join(built, '.vite')),
      // The strict policy when asked for (`?csp=strict` or the cookie), so both ways can be tried.
      strict: (request) =>
        new URL(request.url).searchParams.get('csp') === 'strict' ||
        cookieValue(request.headers.get('cookie') ?? '', CSP_COOKIE) === 'strict',
      endpoints: (url, _country, lang) => ({
        apiBase: `${url.origin}/api/`,
        tunnel: tunnelUrl(url.origin, lang),
      }),
      // The API beside it answers the settings a page carries, with the XSRF cookie its call would bring.
      settings: apiSettings(api.fetch),
      // Both schemes: the demo's partner site is https when the demo is.
      frameAncestors: () => [
        'http://partner.localhost:*',
        'https://partner.localhost:*',
        ...integratorOrigins(),
      ],
    });
    // The allowed origins load the elements' files too, as they call /api.
    const files = new Hono().use('*', cors).all('*', (c) => site.fetch(c.req.raw, c.env));
    pages = getRequestListener(files.fetch);
    void site.warm();
  }
  if (mode === 'dev') {
    const dev = await createDevSite(servers[0] as Server, REPO_ROOT);
    pages = dev.listener;
    closeSite = dev.close;
  }
  const port = await listen(servers[0] as Listening, options.port ?? 5173, '127.0.0.1');
  // IPv6 loopback too, so `localhost` works whichever address a client tries first.
  const both = await listen(servers[1] as Listening, port, '::1').then(
    () => true,
    () => false,
  );
  const active = both ? servers : servers.slice(0, 1);
  return {
    url: `${options.tls ? 'https' : 'http'}://localhost:${port}`,
    port,
    async close() {
      for (const server of active) server.closeAllConnections();
      await Promise.all(active.map((server) => new Promise((resolve) => server.close(resolve))));
      await closeSite();
      await db.close();
    },
  };
}

function modeFromArgs(args: string[]): ServeMode {
  if (args.includes('--prod')) return 'prod';
  if (args.includes('--api-only')) return 'api-only';
  return 'dev';
}

async function main() {
  const mode = modeFromArgs(process.argv.slice(2));
  const memory = process.env.DEMO_DB === 'memory';
  // Overloaded, the demo says "busy" (503) rather than slowing every request down; 0 lifts the limit.
  const maxInflight = maxInflightFromEnv(process.env.DEMO_MAX_INFLIGHT ?? '256');
  // DEMO_HTTPS=1: https with a certificate made once in .demo-data/tls (docs/demo.md "HTTPS");
  // DEMO_HTTP2=1: HTTP/2 over that https, as a production CDN serves.
  const http2 = process.env.DEMO_HTTP2 === '1';
  const tls =
    process.env.DEMO_HTTPS === '1' || http2
      ? selfSignedCert(join(REPO_ROOT, '.demo-data', 'tls'))
      : undefined;
  const running = await startServer({
    port: Number(process.env.PORT) || 5173,
    mode,
    memory,
    maxInflight,
    tls,
    http2,
  });
  const scheme = tls ? 'https' : 'http';
  const hosts = COUNTRY_HOSTS.map((country) => `${scheme}://${country}.localhost:${running.port}`).join(' ');
  console.log(
    `cine-account demo (${mode}${http2 ? ', HTTP/2' : ''}, ${memory ? 'in-memory data' : '.demo-data/'}): ${running.url} ${hosts} partner: ${scheme}://partner.localhost:${running.port}/marketing.html outbox: ${running.url}/outbox.html`,
  );
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
