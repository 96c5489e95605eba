import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:pack`: the packed tarball in a fresh project. Apart from the unit tests because
// it needs `dist/` (`npm test` runs it after the build) and the npm registry.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['tests/package/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One file at a time: a lone run prepares the examples once (the first file), the next ones read it.
    fileParallelism: false,
    // .ci/run sets VITEST_JSON for the unit report; this run writes its own beside it.
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: 'test-results/pack.json' }]]
      : ['default'],
  },
});
