import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { chunkFileNames, codeSplitting, STACK_GROUP } from './scripts/chunking';

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
 * Three builds of the package, by `--mode`:
 * - `production` (default): the npm build in `dist/`, React and react-dom external (peerDependencies);
 * - `cdn`: `dist/cdn/`, self-contained ES modules with React inside, for a plain `<script type="module">`;
 * - `floor`: `test-results/size-floor/`, `<cine-login>` alone with every dependency in one `stack` chunk,
 *   so `npm run size` can weigh the stack apart from our own code.
 */
export default defineConfig(({ mode }) => {
  const floor = mode === 'floor';
  const outDir = { cdn: 'dist/cdn', floor: 'test-results/size-floor' }[mode] ?? 'dist';
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
        entry: floor ? { 'elements/cine-login': elements['elements/cine-login'] as string } : entries,
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        external: mode === 'production' ? PEERS : [],
        // An element entry may also export shared code, instead of becoming a one-line facade (an extra request).
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          codeSplitting: floor
            ? { ...codeSplitting, groups: [STACK_GROUP, ...codeSplitting.groups] }
            : codeSplitting,
          chunkFileNames: chunkFileNames('chunks'),
        },
      },
    },
  };
});
