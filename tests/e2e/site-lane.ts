import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { pickPort } from '../setup/free-port';
import { startNode, untilAnswering } from '../setup/processes';
import { staticHost } from './static-host';

/**
 * The account site as a chain deploys it, for the cross-origin lane: built by `npm run build:site` for
 * a configuration of its own, served on Node and on `workerd`, each on its own port, while the demo
 * API (`npm run api`) answers on a sibling host and another port (`api.ch.localhost` beside
 * `ch.localhost`), so every call crosses origins with CORS and credentials as in production. The same
 * public folder on a static host, with the API routed under the site's origin, as docs/deploy.md says.
 */
export type SiteLane = {
  /** Where the API answers a page on this runtime: its own host, or the site's origin on a static host. */
  api: (runtime: Runtime, country: string, path?: string) => string;
  /** A URL of the site on a runtime, below its base path: `http://ch.localhost:PORT/fr/login`. */
  site: (runtime: Runtime, country: string, path?: string) => string;
  /** The partner's page framing `src`: `http://partner.localhost:PORT/?src=…`. */
  partner: string;
  stop(): Promise<void>;
};
export type Runtime = 'node' | 'workerd' | 'static' | 'node under /account/';
/**
 * The site server on Node and on workerd; the public folder alone on a static host (docs/deploy.md);
 * and Node again for a site built under a base path.
 */
export const RUNTIMES: Runtime[] = ['node', 'workerd', 'static', 'node under /account/'];
const BASED = '/account/';

const root = resolve(import.meta.dirname, '../..');
const folder = join(root, 'test-results/site-lane');

const start = (args: string[], env: Record<string, string>) =>
  startNode(args, env, ['ignore', 'ignore', 'inherit']);

/**
 * A partner's page on its own origin (served from loopback: Chromium blocks a page it counts as public
 * from framing a local one): frames the URL of its `src` parameter and lists the messages it receives.
 */
function partnerSite(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://partner.localhost').searchParams.get('src') ?? '';
    const attribute = src.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner shop</title></head>
<body><main><h1>Partner shop</h1>
<iframe id="account" title="Cinema account" src="${attribute}" style="width:380px;height:640px"></iframe>
<ol id="log" aria-label="Messages received"></ol></main>
<script>
addEventListener('message', (event) => {
  const item = document.createElement('li');
  item.dataset.origin = event.origin;
  item.textContent = JSON.stringify(event.data);
  document.getElementById('log').append(item);
});
</script></body></html>`);
  });
  return new Promise((listening) => server.listen(port, '127.0.0.1', () => listening(server)));
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** Builds the site for the lane's ports and starts the API, Node, `workerd` and the static host. */
export async function startSiteLane(): Promise<SiteLane> {
  const [api = 0, node = 0, edge = 0, host = 0, based = 0, partnerPort = 0] = Array.from({ length: 6 }, () =>
    pickPort(0),
  );
  const ports: Record<Runtime, number> = { node, workerd: edge, static: host, 'node under /account/': based };
  const partner = `http://partner.localhost:${partnerPort}`;
  const apiOf = (cc: string) => `http://api.${cc}.localhost:${api}`;
  const config = {
    apiBase: `${apiOf('ch')}/api/`,
    basePath: '/',
    homeUrl: '/',
    partnerOrigins: [partner],
    countries: Object.fromEntries(
      ['ch', 'be'].map((cc) => [
        cc.toUpperCase(),
        { hosts: [`${cc}.localhost`], apiBase: `${apiOf(cc)}/api/`, tunnelUrl: `${apiOf(cc)}/tunnel/{lang}` },
      ]),
    ),
  };
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const build = (name: string, basePath: string) => {
    const configFile = join(folder, `${name}.config.json`);
    writeFileSync(configFile, JSON.stringify({ ...config, basePath }, null, 2));
    const out = join(folder, name);
    execFileSync(process.execPath, ['--import', 'tsx', 'site/build.ts'], {
      cwd: root,
      env: { ...process.env, SITE_CONFIG: configFile, SITE_OUT: out },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return out;
  };
  const out = build('dist-site', '/');
  const outBased = build('dist-site-account', BASED);
  const sites = ['ch', 'be'].flatMap((cc) =>
    RUNTIMES.map((runtime) => `http://${cc}.localhost:${ports[runtime]}`),
  );
  const children = [
    start(['--import', 'tsx', 'demo/server/serve.ts', '--api-only'], {
      PORT: String(api),
      DEMO_DB: 'memory',
      DEMO_ALLOWED_ORIGINS: [...sites, partner].join(','),
    }),
    start([join(out, 'server/node.mjs')], { PORT: String(node), HOST: '127.0.0.1' }),
    start(['--import', 'tsx', 'site/edge.ts'], { PORT: String(edge), SITE_OUT: out }),
    start([join(outBased, 'server/node.mjs')], { PORT: String(based), HOST: '127.0.0.1' }),
  ];
  const servers = [
    await partnerSite(partnerPort),
    await staticHost({ publicDir: join(out, 'public'), port: host, apiPort: api }),
  ];
  const stop = async () => {
    for (const server of servers) server.closeAllConnections();
    await Promise.all([
      ...children.map(stopped),
      ...servers.map((server) => new Promise((closed) => server.close(closed))),
    ]);
  };
  try {
    await Promise.all([
      untilAnswering(`http://127.0.0.1:${api}/api/fr/settings`, children[0] as ChildProcess),
      untilAnswering(`http://127.0.0.1:${node}/`, children[1] as ChildProcess),
      untilAnswering(`http://127.0.0.1:${edge}/`, children[2] as ChildProcess),
      untilAnswering(`http://127.0.0.1:${based}${BASED}`, children[3] as ChildProcess),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    api: (runtime, cc, path = '/') =>
      new URL(path, runtime === 'static' ? `http://${cc}.localhost:${host}` : apiOf(cc)).href,
    site: (runtime, cc, path = '/') => {
      const base = runtime === 'node under /account/' ? BASED : '/';
      return new URL(`${base}${path.slice(1)}`, `http://${cc}.localhost:${ports[runtime]}`).href;
    },
    partner,
    stop,
  };
}
