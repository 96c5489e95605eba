import { defineConfig } from 'vitest/config';

// Two projects: the components and the stories in happy-dom with Testing Library's cleanup; the demo
// API, the scripts and the test tools in plain Node, which starts each file about a second sooner.
const nodeFiles = [
  'demo/**/*.test.ts',
  'site/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/setup/**/*.test.ts',
  'bench/**/*.test.ts',
];

export default defineConfig({
  define: { 'process.env.NODE_ENV': '"test"' },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**', 'dist-demo/**'],
    restoreMocks: true,
    // .ci/run sets VITEST_JSON to sum unit and e2e counts in its closing line.
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}', 'tests/payloads/**/*.test.ts'],
          setupFiles: ['./scripts/vitest-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: nodeFiles,
          setupFiles: ['./scripts/vitest-setup-node.ts'],
        },
      },
    ],
  },
});
