import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

// Page paths (no extension, HTML wanted) that are not demo pages go to the account site's router.
function isAppRoute(req: IncomingMessage, demoRoot: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (pathname.startsWith('/@') || pathname.startsWith('/__') || /\.[\w]+$/.test(pathname)) {
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
    // Vite's root is the repository's: the account site's page is site/index.html, the demo's pages demo/*.html.
    const [pathname = '/', query] = (req.url ?? '/').split('?');
    const search = query === undefined ? '' : `?${query}`;
    if (isAppRoute(req, demoRoot) || pathname === '/' || pathname === '/index.html')
      req.url = `/site/index.html${search}`;
    else if (/^\/[\w-]+\.html$/.test(pathname) && existsSync(join(demoRoot, pathname)))
      req.url = `/demo${pathname}${search}`;
    vite.middlewares(req, res);
  };
  return { listener, close: () => vite.close() };
}
