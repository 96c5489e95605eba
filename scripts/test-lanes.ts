import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// `npm test`'s middle, in two lanes side by side: the unit tests and the load test (printed as they run);
// and the examples' preparation, which mostly waits on the registry and the disk, then the stories and
// the sizes (printed whole when the first lane is done). Both lanes always finish; any failure fails.

interface Lane {
  name: string;
  commands: string[];
  /** Where a background lane's output goes until it is printed. */
  log?: string;
}

const LANES: Lane[] = [
  { name: 'unit', commands: ['npm run test:unit', 'npm run load -- --short'] },
  {
    // The examples first (the pack test needs them), then what fills the time the unit tests take.
    name: 'examples',
    commands: ['npx tsx tests/examples/prepare-cli.ts', 'npm run test:storybook', 'npm run size'],
    log: join('test-results', 'examples-prepare.log'),
  },
];

function runCommand(command: string, out?: NodeJS.WritableStream): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', out ? 'pipe' : 'inherit', out ? 'pipe' : 'inherit'],
    });
    if (out) {
      child.stdout?.pipe(out, { end: false });
      child.stderr?.pipe(out, { end: false });
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function runLane(lane: Lane): Promise<string[]> {
  const out = lane.log ? createWriteStream(lane.log) : undefined;
  const failed: string[] = [];
  for (const command of lane.commands) {
    const start = performance.now();
    const code = await runCommand(command, out);
    const line = `[${lane.name}] ${command}: exit ${code} after ${Math.round((performance.now() - start) / 1000)} s`;
    out ? out.write(`${line}\n`) : console.log(line);
    // A lane stops at its first failure, as `&&` would.
    if (code !== 0) {
      failed.push(command);
      break;
    }
  }
  await new Promise((resolve) => (out ? out.end(resolve) : resolve(undefined)));
  return failed;
}

mkdirSync('test-results', { recursive: true });
const results = await Promise.all(
  LANES.map(async (lane) => {
    const failed = await runLane(lane);
    return { lane, failed };
  }),
);
for (const { lane } of results)
  if (lane.log) console.log(`\n── ${lane.name} (beside the others) ──\n${readFileSync(lane.log, 'utf8')}`);
const failed = results.flatMap(({ failed }) => failed);
if (failed.length) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
