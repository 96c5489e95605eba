import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../setup/ensure-chromium';
import { type Outcome, renderStory } from './render-story';

/**
 * `npm run test:storybook`: builds Storybook once (`--no-build` reuses storybook-static/), then
 * visits every story of its index in Chromium as an integrator's browser shows it: each renders,
 * its play function passes, and no console error, uncaught error or failed resource comes with it.
 */
const OUT = 'storybook-static';
const started = Date.now();
if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', OUT], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(`${OUT}/index.json`)) throw new Error(`${OUT}/index.json is missing: build Storybook first`);
const index = JSON.parse(readFileSync(`${OUT}/index.json`, 'utf8')) as {
  entries: Record<string, { id: string; type: string }>;
};
const ids = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  // STORIES=id,id visits only those (a story being mended).
  .filter((entry) => !process.env.STORIES || process.env.STORIES.split(',').includes(entry.id))
  .map((entry) => entry.id);

// Files as they are: compressing Storybook's megabytes on the fly would be most of the run.
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const server = createServer((request, response) => {
  const file = join(
    OUT,
    normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, ''),
  );
  // The browser's own favicon request is no story's failed resource.
  if (request.url === '/favicon.ico') return response.writeHead(204).end();
  if (!existsSync(file) || !statSync(file).isFile()) return response.writeHead(404).end();
  response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const visited = Date.now();
const failures: { id: string; outcome: Outcome }[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const id of ids) {
    const outcome = await renderStory(page, base, id);
    if (outcome.problems.length) failures.push({ id, outcome });
  }
} finally {
  await browser.close();
  server.close();
}
for (const { id, outcome } of failures) console.error(`✗ ${id}\n    ${outcome.problems.join('\n    ')}`);
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
console.log(
  `Storybook: ${ids.length - failures.length} of ${ids.length} stories passed in Chromium (visits ${seconds(visited)} s, all ${seconds(started)} s)`,
);
process.exit(failures.length ? 1 : 0);
