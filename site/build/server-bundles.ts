import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import type { SiteData } from '../server/types';

const root = resolve(import.meta.dirname, '../..');

// The worker carries the build's data inside it: Workers read no file but their assets.
const siteDataModule = (data: SiteData): Plugin => ({
  name: 'cine-site-data',
  resolveId: (id) => (id === 'virtual:site-data' ? '\0site-data' : undefined),
  load: (id) => (id === '\0site-data' ? `export default ${JSON.stringify(data)};` : undefined),
});

/** The site server bundled whole, for Node (`server/node.mjs`) and for Workers (`server/worker.mjs`). */
export async function serverBundles(out: string, data: SiteData): Promise<void> {
  for (const target of ['node', 'worker'] as const) {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [siteDataModule(data)],
      define: { 'process.env.NODE_ENV': '"production"' },
      ...(target === 'worker' ? { resolve: { conditions: ['workerd', 'worker', 'browser', 'import'] } } : {}),
      ssr: { noExternal: true, ...(target === 'worker' ? { target: 'webworker' as const } : {}) },
      build: {
        outDir: join(out, 'server'),
        emptyOutDir: false,
        target: target === 'node' ? 'node20' : 'es2022',
        ssr: resolve(root, `site/server/${target}.ts`),
        minify: false,
        rolldownOptions: { output: { entryFileNames: `${target}.mjs` } },
      },
    });
  }
}
