import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { XVFB_RUN } from '../setup/ensure-engines';
import { ENGINES, type EngineName } from './session';

/**
 * `npm run test:engines`: the cross-engine suite in each engine in turn (ENGINES=firefox,webkit by
 * default; chromium too on demand, as the baseline). Prints each engine's test count and time.
 */
const wanted = (process.env.ENGINES ?? 'firefox,webkit')
  .split(',')
  .map((name) => name.trim()) as EngineName[];
const unknown = wanted.filter((name) => !ENGINES.includes(name));
if (unknown.length) {
  console.error(`ENGINES: unknown engine ${unknown.join(', ')} (known: ${ENGINES.join(', ')})`);
  process.exit(1);
}
const extra = process.argv.slice(2);
const lines: string[] = [];
let failed = false;
for (const engine of wanted) {
  const started = Date.now();
  const vitest = ['vitest', 'run', '--config', 'tests/engines/vitest.config.ts', ...extra];
  // MiniBrowser has no headless mode: WebKit runs on a virtual X display.
  const [command, args] = engine === 'webkit' ? [XVFB_RUN, ['-a', 'npx', ...vitest]] : ['npx', vitest];
  const status = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ENGINE: engine },
  }).status;
  const seconds = Math.round((Date.now() - started) / 1000);
  const report = `test-results/engines-${engine}.json`;
  const json = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
  const counts = json
    ? `${json.numPassedTests} passed, ${json.numFailedTests} failed, ${json.numPendingTests + json.numTodoTests} skipped of ${json.numTotalTests} tests`
    : 'no report';
  lines.push(`${engine}: ${counts} in ${seconds} s`);
  if (status !== 0) failed = true;
}
console.log(`\nCross-engine suite\n${lines.map((line) => `  ${line}`).join('\n')}`);
process.exit(failed ? 1 : 0);
