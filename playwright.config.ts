import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/setup/ensure-chromium';
import { E2E_PORT } from './tests/setup/ports';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  // Artifacts only: Playwright empties this folder at start, so reports live beside it.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  forbidOnly: true,
  retries: ci ? 1 : 0,
  // Two cores share Chromium, the demo server and PGlite: one worker in CI keeps timings sane.
  workers: ci ? 1 : 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTimeout: ci ? 45 * 60_000 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    headless: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: ci ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx tests/setup/require-build.ts && npx tsx demo/server/serve.ts --prod',
    env: { PORT: String(E2E_PORT), DEMO_DB: 'memory' },
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: !ci,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
