import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { chunkFileNames, pageCodeSplitting } from './scripts/chunking';

const root = import.meta.dirname;
const demo = resolve(root, 'demo');
// Every page in demo/ is an input, so a new page needs no config change.
const pages = Object.fromEntries(
  readdirSync(demo)
    .filter((file) => file.endsWith('.html'))
    .map((file) => [file.slice(0, -5), resolve(demo, file)]),
);

/** The demo site (account site, marketing page, iframe host, webview, outbox) as customers get it. */
export default defineConfig({
  root: demo,
  // Production React, as in the package build.
  define: { 'process.env.NODE_ENV': '"production"' },
  resolve: {
    alias: [
      // Pages may import the product as `/src/...` (root-relative) or as the package itself.
      { find: /^\/src\//, replacement: `${resolve(root, 'src')}/` },
      { find: /^cine-account$/, replacement: resolve(root, 'src/index.ts') },
      { find: /^cine-account\/autoloader$/, replacement: resolve(root, 'src/autoloader.ts') },
      { find: /^cine-account\/(cine-[a-z-]+)$/, replacement: `${resolve(root, 'src/elements')}/$1.ts` },
    ],
  },
  server: { fs: { allow: [root] } },
  build: {
    outDir: resolve(root, 'dist-demo'),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    manifest: true,
    rolldownOptions: {
      input: pages,
      output: {
        minify: true,
        codeSplitting: pageCodeSplitting,
        chunkFileNames: chunkFileNames('assets'),
      },
    },
  },
});
