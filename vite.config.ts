import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { chunkFileNames, codeSplitting } from './scripts/chunking';

const root = import.meta.dirname;
// One entry per tag file, found at config time so a new element needs no config change.
const elements = Object.fromEntries(
  readdirSync(resolve(root, 'src/elements'))
    .filter((file) => /^cine-[a-z-]+\.ts$/.test(file))
    .map((file) => [`elements/${file.slice(0, -3)}`, resolve(root, 'src/elements', file)]),
);

/** Production build of the package: ES modules, shared chunks, one chunk per language and text namespace. */
export default defineConfig({
  // React ships its development build unless this is replaced (design.md section 10).
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist',
    target: 'es2022',
    minify: true,
    manifest: true,
    sourcemap: true,
    lib: {
      entry: {
        index: resolve(root, 'src/index.ts'),
        autoloader: resolve(root, 'src/autoloader.ts'),
        ...elements,
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      // An element entry may also export shared code, instead of becoming a one-line facade (an extra request).
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        codeSplitting,
        chunkFileNames: chunkFileNames('chunks'),
      },
    },
  },
});
