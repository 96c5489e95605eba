import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

/**
 * The server build (`dist/server/`): `renderToHtml` for Node 20+, which prerenders elements into
 * declarative shadow roots. Dependencies stay imports (installed beside it); styles and texts are in.
 * `--mode rsc` builds `dist/server-rsc/`, what `cine-account/server` gives a React Server Components
 * bundler (the `react-server` condition, Next.js App Router): there `react` is the server-components
 * build, without the context and hooks our screens render with, so this one carries its own React.
 */
export default defineConfig(({ mode }) => ({
  define: { 'process.env.NODE_ENV': '"production"' },
  ...(mode === 'rsc'
    ? {
        // The edge renderer needs no Node built-in, so the whole graph bundles into one ES module.
        resolve: { alias: { 'react-dom/server': 'react-dom/server.edge' } },
        ssr: { noExternal: true },
      }
    : {}),
  build: {
    outDir: mode === 'rsc' ? 'dist/server-rsc' : 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    ssr: resolve(root, 'src/server/index.ts'),
    minify: false,
    sourcemap: mode !== 'rsc',
    rolldownOptions: { output: { entryFileNames: 'index.js' } },
  },
}));
