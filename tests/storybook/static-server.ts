import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

// Files as they are: compressing Storybook's megabytes on the fly would be most of the run.
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Serves the built Storybook in `dir` on a free port of 127.0.0.1; its base URL and the stop. */
export async function serveStatic(dir: string): Promise<{ base: string; close(): void }> {
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path);
    // As a static host answers: the browser's own /favicon.ico request included, so the preview must name its icon.
    if (!existsSync(file) || !statSync(file).isFile()) return response.writeHead(404).end();
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      // Hashed chunks never change: a story opened by its own link reuses those the tab before fetched.
      ...(path.startsWith('/assets/') ? { 'Cache-Control': 'max-age=31536000, immutable' } : {}),
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
