import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { 'process.env.NODE_ENV': '"test"' },
  test: {
    environment: 'happy-dom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'demo/**/*.test.ts',
      'stories/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/setup/**/*.test.ts',
      'tests/payloads/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**', 'dist-demo/**'],
    setupFiles: ['./scripts/vitest-setup.ts'],
    restoreMocks: true,
    // .ci/run sets VITEST_JSON to sum unit and e2e counts in its closing line.
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
  },
});
