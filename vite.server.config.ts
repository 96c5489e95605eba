import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

/**
 * The server build (`dist/server/`): `renderToHtml` for Node 20+, which prerenders elements into
 * declarative shadow roots. Dependencies stay imports (installed beside it); styles and texts are in.
 */
export default defineConfig({
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    ssr: resolve(root, 'src/server/index.ts'),
    minify: false,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'index.js' } },
  },
});
