import { existsSync } from 'node:fs';

// The e2e web server serves the production demo build; without it every test would fail obscurely.
if (!existsSync('dist-demo/index.html')) {
  console.error('dist-demo/ is missing: run `npm run build` before the e2e tests (`npm test` does).');
  process.exit(1);
}
