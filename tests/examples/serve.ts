import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { extname, join, normalize } from 'node:path';
import { withNonce } from '../../site/server/csp';
import { BASELINE, EXAMPLE_ACCOUNT_URL, EXAMPLE_API, EXAMPLES } from './prepare';

// The examples' own origin in the e2e suite: each prepared example under its folder name, the React
// apps from their builds. The demo API address they name is rewritten to the e2e demo's.

const FOLDERS: Record<string, string> = {
  'react-app': join(EXAMPLES, 'react-app', 'dist'),
  [BASELINE]: join(EXAMPLES, BASELINE, 'dist'),
  'plain-html': join(EXAMPLES, 'plain-html'),
  webview: join(EXAMPLES, 'webview'),
  vue: join(EXAMPLES, 'vue', 'dist'),
  svelte: join(EXAMPLES, 'svelte', 'dist'),
  angular: join(EXAMPLES, 'angular', 'dist'),
  // The Astro example's static output (its server output runs on its own: tests/e2e/astro-example.spec.ts).
  astro: join(EXAMPLES, 'astro', 'dist'),
};
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

/** The file a path names, or undefined (outside the folders, node_modules, missing). */
export function exampleFile(pathname: string): string | undefined {
  const [, name, ...rest] = decodeURIComponent(pathname).split('/');
  const folder = FOLDERS[name ?? ''];
  if (!folder || rest.includes('node_modules') || rest.includes('..')) return undefined;
  let file = normalize(join(folder, ...rest));
  if (!file.startsWith(folder)) return undefined;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  return existsSync(file) ? file : undefined;
}

/**
 * Serves the examples on `port` (over https with `tls`); their API address becomes `apiOrigin`'s, and the
 * account site an example names (Angular's, with its API under it) becomes `accountSite`.
 */
export function serveExamples(
  port: number,
  apiOrigin: string,
  tls?: { key: string; cert: string },
  accountSite = `${apiOrigin}/`,
): Promise<Server> {
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const file = exampleFile(url.pathname);
    if (!file) {
      response.writeHead(404).end('not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body: string | Buffer = /^text\//.test(type)
      ? readFileSync(file, 'utf8')
          .replaceAll(EXAMPLE_API, `${apiOrigin}/api/`)
          .replaceAll(EXAMPLE_ACCOUNT_URL, accountSite)
      : readFileSync(file);
    // `?csp=` sends the integrator's policy of a strict-CSP test with the page.
    const policy = type.startsWith('text/html') ? url.searchParams.get('csp') : null;
    const nonce = policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
    if (nonce) body = withNonce(String(body), nonce);
    const headers = {
      'content-type': type,
      'cache-control': 'no-store',
      ...(policy ? { 'content-security-policy': policy } : {}),
    };
    response.writeHead(200, headers).end(body);
  };
  const server = tls ? createTlsServer(tls, handler) : createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
