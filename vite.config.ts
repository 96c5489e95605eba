import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { chunkFileNames, codeSplitting, pageCodeSplitting } from './scripts/chunking';

const root = import.meta.dirname;
// One entry per tag file, found at config time so a new element needs no config change.
const elements = Object.fromEntries(
  readdirSync(resolve(root, 'src/elements'))
    .filter((file) => /^cine-[a-z-]+\.ts$/.test(file))
    .map((file) => [`elements/${file.slice(0, -3)}`, resolve(root, 'src/elements', file)]),
);
const entries = {
  index: resolve(root, 'src/index.ts'),
  autoloader: resolve(root, 'src/autoloader.ts'),
  ...elements,
};

// A React app that installs us must not get React twice: the npm build leaves it to the app.
const PEERS = [/^react$/, /^react\//, /^react-dom$/, /^react-dom\//];

/**
 * Two builds of the package, by `--mode`:
 * - `production` (default): the npm build in `dist/`, React and react-dom external (peerDependencies);
 * - `cdn`: `dist/cdn/`, self-contained ES modules with React inside, for a plain `<script type="module">`
 *   (and what `npm run size` weighs: a page with our tags and nothing else).
 */
export default defineConfig(({ mode }) => {
  const outDir = mode === 'cdn' ? 'dist/cdn' : 'dist';
  return {
    // React ships its development build unless this is replaced (design.md section 10).
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      manifest: true,
      sourcemap: true,
      lib: {
        entry: entries,
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        external: mode === 'production' ? PEERS : [],
        // An element entry may also export shared code, instead of becoming a one-line facade (an extra request).
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          // The CDN build is what browsers run: no bundler after it reads @__PURE__, so only licences stay.
          ...(mode === 'cdn' && { comments: { legal: true, annotation: false, jsdoc: false } }),
          // Pages load the CDN build as it is; an app's bundler takes the npm build apart.
          codeSplitting: mode === 'cdn' ? pageCodeSplitting : codeSplitting,
          chunkFileNames: chunkFileNames('chunks'),
        },
      },
    },
  };
});
