// The bare React 19 form page (bench/bare/) that design.md section 8 measures the product against:
// built in the same run by the same Vite with the demo's target, minify and defines, then served
// by the demo's own static-site code so compression and headers match.
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { build, type UserConfig } from 'vite';
import { fileResponse } from '../site/server/app';
import { nodeFiles } from '../site/server/node-files';

/** A page built and served beside the demo: its sources and where it is built. */
export interface Yardstick {
  root: string;
  outDir: string;
}
/** Where a yardstick is built: under test-results/, which git and Biome already ignore. */
const under = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The bare React 19 form (bench/bare/). */
export const BARE: Yardstick = { root: under('./bare'), outDir: under('../test-results/bench-bare') };
/** The stack-floor page (bench/floor/): our chosen libraries under the same minimal form. */
export const FLOOR: Yardstick = { root: under('./floor'), outDir: under('../test-results/bench-floor') };
export const BARE_OUT_DIR = BARE.outDir;

/** A key and certificate in PEM (demo/server/tls.ts). */
export type TlsPair = { key: string; cert: string };
type Listening = Server & { closeAllConnections(): void };
type Listen = {
  createListening(
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    tls: TlsPair | undefined,
    http2: boolean,
  ): Listening;
  listen(server: Listening, port: number, host: string): Promise<number>;
};

/** Builds a yardstick (bench/bare/ by default) with the build options of vite.demo.config.ts. */
export async function buildBare(page: Yardstick = BARE): Promise<void> {
  // Read at run time, so a change of target or minify in the demo config reaches the yardstick too.
  const demoConfigModule = '../vite.demo.config.ts';
  const demo = ((await import(demoConfigModule)) as { default: UserConfig }).default;
  const output = demo.build?.rolldownOptions?.output;
  const outputMinify = Array.isArray(output) ? output[0]?.minify : output?.minify;
  await build({
    configFile: false,
    root: page.root,
    logLevel: 'warn',
    define: demo.define,
    // No @vitejs/plugin-react in this repo: Vite's own Oxc transform compiles the JSX, as for src/.
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir: page.outDir,
      emptyOutDir: true,
      target: demo.build?.target,
      minify: demo.build?.minify,
      rolldownOptions: { output: { minify: outputMinify } },
    },
  });
}

/**
 * Serves a built yardstick on a free loopback port, as the demo server serves dist-demo/: with `tls`,
 * over HTTP/2 as the bench serves the demo, else over plain HTTP/1.1.
 */
export async function serveBare(
  tls?: TlsPair,
  page: Yardstick = BARE,
): Promise<{ url: string; close(): Promise<void> }> {
  // The site server's own file store and answers, as the demo serves its build.
  const files = nodeFiles(page.outDir);
  const serve = async (request: Request) => {
    const { pathname } = new URL(request.url);
    const path = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
    const file = await files.get(path, request.headers.get('accept-encoding') ?? '');
    return file ? fileResponse(path, file, request) : new Response('Not Found', { status: 404 });
  };
  // Compress up front so the first measured load does not wait for brotli 11.
  await files.warm(readdirSync(page.outDir, { recursive: true }).map((name) => `/${name}`));
  // The demo server's own listeners (demo/server/listen.ts), so both sides speak the same protocol.
  const listenModule = '../demo/server/listen.ts';
  const { createListening, listen } = (await import(listenModule)) as Listen;
  const server = createListening(getRequestListener(serve), tls, tls !== undefined);
  const port = await listen(server, 0, '127.0.0.1');
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
