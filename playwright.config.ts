import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/setup/ensure-chromium';
// 5273, or a free port when it is taken; written to E2E_PORT so the workers use the same (point 26).
import {
  ASTRO_SERVER_PORT,
  ASTRO_STATIC_PORT,
  E2E_PORT,
  EXAMPLES_PORT,
  NEXT_DEV_PORT,
  NEXT_START_PORT,
} from './tests/setup/ports';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  // Artifacts only: Playwright empties this folder at start, so reports live beside it.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  forbidOnly: true,
  retries: ci ? 1 : 0,
  // Files run in two workers (the machines have two cores), the tests of a file in order. E2E_WORKERS=3
  // took 24.6 min against about 25 and made the timed tests flaky: two it stays.
  workers: Number(process.env.E2E_WORKERS) || 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTimeout: ci ? 45 * 60_000 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    headless: true,
    // As every browser does: an Accept-Language header, which the demo server reads to pick the
    // prerendered language of a page without one in its path (Playwright sends none without a locale).
    locale: 'en-US',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Recording every test's trace costs about a tenth of CI's time; the retry of a failure records one.
    trace: ci ? 'on-first-retry' : 'off',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx tests/setup/require-build.ts && npx tsx demo/server/serve.ts --prod',
    // The examples (tests/e2e/examples.spec.ts) call the API from their own origin, as integrators do.
    env: {
      PORT: String(E2E_PORT),
      DEMO_DB: 'memory',
      // And a partner page under the Swiss demo's host, sharing its session cookie (tests/e2e/account-url.spec.ts).
      // And the Next.js example's own servers, next start and next dev (tests/e2e/next-example.spec.ts),
      // and the Astro example's two outputs (tests/e2e/astro-example.spec.ts).
      DEMO_ALLOWED_ORIGINS: [
        `http://localhost:${EXAMPLES_PORT}`,
        `http://www.ch.localhost:${EXAMPLES_PORT}`,
        `http://localhost:${NEXT_START_PORT}`,
        `http://localhost:${NEXT_DEV_PORT}`,
        `http://localhost:${ASTRO_STATIC_PORT}`,
        `http://localhost:${ASTRO_SERVER_PORT}`,
      ].join(','),
    },
    url: `http://localhost:${E2E_PORT}/`,
    // Only when E2E_PORT names a port a demo already listens on: otherwise a taken 5273 means a free port.
    reuseExistingServer: !ci,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
