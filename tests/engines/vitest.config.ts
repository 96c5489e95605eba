import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:engines`: the member flows in Firefox and WebKit (ENGINE picks one per run,
// tests/engines/run.ts runs them in turn). Each file drives one browser; files run one at a time.
const engine = process.env.ENGINE ?? 'firefox';

export default defineConfig({
  test: {
    name: engine,
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // A retry on CI, as the Playwright suite has: a browser under load may miss a beat.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', ['json', { outputFile: `test-results/engines-${engine}.json` }]],
  },
});
