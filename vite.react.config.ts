import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * `dist/react/` (`cine-account/react`): the client component React servers place our prerendered
 * HTML with. A module of its own marked 'use client' (Next.js reads the mark), React left external.
 */
export default defineConfig({
  build: {
    outDir: 'dist/react',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: { entry: resolve(import.meta.dirname, 'src/react/index.ts'), formats: ['es'], fileName: 'index' },
    rolldownOptions: {
      external: [/^react($|\/)/],
      output: { banner: "'use client';" },
    },
  },
});
