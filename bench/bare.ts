// The bare React 19 form page (bench/bare/) that design.md section 8 measures the product against:
// built in the same run by the same Vite with the demo's target, minify and defines, then served
// by the demo's own static-site code so compression and headers match.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { build, type UserConfig } from 'vite';

/** Where the bare page is built: under test-results/, which git and Biome already ignore. */
export const BARE_OUT_DIR = fileURLToPath(new URL('../test-results/bench-bare', import.meta.url));
const bareRoot = fileURLToPath(new URL('./bare', import.meta.url));

type StaticSite = { serve(request: Request): Promise<Response>; warm(): Promise<void> };

/** Builds bench/bare/ into BARE_OUT_DIR with the build options of vite.demo.config.ts. */
export async function buildBare(): Promise<void> {
  // Read at run time, so a change of target or minify in the demo config reaches the yardstick too.
  const demoConfigModule = '../vite.demo.config.ts';
  const demo = ((await import(demoConfigModule)) as { default: UserConfig }).default;
  const output = demo.build?.rolldownOptions?.output;
  const outputMinify = Array.isArray(output) ? output[0]?.minify : output?.minify;
  await build({
    configFile: false,
    root: bareRoot,
    logLevel: 'warn',
    define: demo.define,
    // No @vitejs/plugin-react in this repo: Vite's own Oxc transform compiles the JSX, as for src/.
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir: BARE_OUT_DIR,
      emptyOutDir: true,
      target: demo.build?.target,
      minify: demo.build?.minify,
      rolldownOptions: { output: { minify: outputMinify } },
    },
  });
}

/** Serves BARE_OUT_DIR on a free loopback port, as the demo server serves dist-demo/. */
export async function serveBare(): Promise<{ url: string; close(): Promise<void> }> {
  // Resolved at run time like serve.ts in run.ts: the static site is the demo engineer's seam.
  const staticSiteModule = '../demo/server/static-site.ts';
  const { createStaticSite } = (await import(staticSiteModule)) as {
    createStaticSite(root: string): StaticSite;
  };
  const site = createStaticSite(BARE_OUT_DIR);
  // Compress up front so the first measured load does not wait for brotli 11.
  await site.warm();
  const server: Server = createServer(getRequestListener(site.serve));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
