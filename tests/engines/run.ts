import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { selfSignedCert } from '../../demo/server/tls';
import { XVFB_RUN } from '../setup/ensure-engines';
import { ENGINES, type EngineName } from './session';

/**
 * `npm run test:engines`: the cross-engine suite in each engine (ENGINES=firefox,webkit by default;
 * chromium too on demand, as the baseline). The engines run side by side, each in its own vitest
 * with its own demo server (ENGINES_SERIAL=1 runs them in turn); each engine's output is printed
 * whole once it ends, then each engine's test count and time.
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
// Once, before the engines' demo servers start together and would each write it.
selfSignedCert(join('.demo-data', 'tls'));

/** One engine's vitest run: its exit status, its seconds and a line of counts from its JSON report. */
async function runEngine(engine: EngineName, inherit: boolean): Promise<{ ok: boolean; line: string }> {
  const started = Date.now();
  const vitest = ['vitest', 'run', '--config', 'tests/engines/vitest.config.ts', ...extra];
  // MiniBrowser has no headless mode: WebKit runs on a virtual X display.
  const [command, args] = engine === 'webkit' ? [XVFB_RUN, ['-a', 'npx', ...vitest]] : ['npx', vitest];
  const child = spawn(command, args, {
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ENGINE: engine },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (!inherit) process.stdout.write(`\n=== ${engine} ===\n${Buffer.concat(output).toString()}`);
  const seconds = Math.round((Date.now() - started) / 1000);
  const report = `test-results/engines-${engine}.json`;
  const json = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
  const counts = json
    ? `${json.numPassedTests} passed, ${json.numFailedTests} failed, ${json.numPendingTests + json.numTodoTests} skipped of ${json.numTotalTests} tests`
    : 'no report';
  return { ok: status === 0, line: `${engine}: ${counts} in ${seconds} s` };
}

const started = Date.now();
const serial = Boolean(process.env.ENGINES_SERIAL) || wanted.length === 1;
const results: { ok: boolean; line: string }[] = [];
if (serial) for (const engine of wanted) results.push(await runEngine(engine, true));
else results.push(...(await Promise.all(wanted.map((engine) => runEngine(engine, false)))));
const all = Math.round((Date.now() - started) / 1000);
console.log(
  `\nCross-engine suite (${serial ? 'in turn' : 'side by side'}, ${all} s in all)\n${results.map((r) => `  ${r.line}`).join('\n')}`,
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
