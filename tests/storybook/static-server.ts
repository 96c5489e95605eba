import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

/**
 * Serves the built Storybook in `dir` on a free port of 127.0.0.1 as a static host does (sirv, already
 * the project's): files as they are, compressing Storybook's megabytes on the fly would be most of the
 * run, and a 404 for what is not there, the browser's own /favicon.ico included (the preview names its icon).
 */
export async function serveStatic(dir: string): Promise<{ base: string; close(): void }> {
  const files = sirv(dir, {
    dev: false,
    etag: false,
    // Hashed chunks never change: a story opened by its own link reuses those the tab before fetched.
    setHeaders: (response, pathname) => {
      if (pathname.startsWith('/assets/')) response.setHeader('Cache-Control', 'max-age=31536000, immutable');
    },
  });
  const server = createServer((request, response) =>
    files(request, response, () => {
      response.writeHead(404).end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
