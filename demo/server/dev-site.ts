import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

// Page paths (no extension, HTML wanted) that are not demo pages go to the account site's router.
function isAppRoute(req: IncomingMessage, demoRoot: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (
    pathname === '/' ||
    pathname.startsWith('/@') ||
    pathname.startsWith('/__') ||
    /\.[\w]+$/.test(pathname)
  ) {
    return false;
  }
  if (!(req.headers.accept ?? '').includes('text/html')) return false;
  return !existsSync(join(demoRoot, `${decodeURIComponent(pathname)}.html`));
}

/** Vite in middleware mode over the demo pages, HMR on the same server, with the router fallback. */
export async function createDevSite(server: Server, repoRoot: string) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(repoRoot, 'vite.demo.config.ts'),
    server: { middlewareMode: true, ws: { server } },
    appType: 'mpa',
  });
  const demoRoot = join(repoRoot, 'demo');
  const listener: Listener = (req, res) => {
    if (isAppRoute(req, demoRoot)) req.url = '/index.html';
    vite.middlewares(req, res);
  };
  return { listener, close: () => vite.close() };
}
