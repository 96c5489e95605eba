// `npm run bench` (design.md section 8): measures the production demo build in headless Chromium and
// prints numbers. It asserts nothing: budgets are checked by `npm run size`, trends by people.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../tests/setup/ensure-chromium';
import { benchLists, LIST_SIZES } from './lists';
import { BENCH_PAGES, type Bytes, measurePage, type PageSample } from './pages';
import { kb, median, ms, table } from './stats';

type StartServer = (options: {
  port: number;
  mode: 'prod' | 'dev' | 'api';
  memory: boolean;
}) => Promise<{ url: string; close(): Promise<void> | void }>;

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('runs') ?? 5);
const onlyList = option('list');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const medianOf = (samples: PageSample[], pick: (sample: PageSample) => number | undefined) =>
  median(samples.map(pick).filter((value): value is number => value !== undefined));

const runningPort = option('port');
const executablePath =
  findChromium() ?? fail('No Chromium found: run `npx tsx tests/setup/ensure-chromium.ts`.');

// `--port N` measures a demo already running there; otherwise start the production demo in memory.
async function startDemo(): Promise<{ port: number; close(): Promise<void> | void }> {
  if (runningPort) return { port: Number(runningPort), close: () => undefined };
  if (!existsSync('dist-demo/index.html')) fail('dist-demo/ is missing: run `npm run build` first.');
  // Resolved at run time so the bench typechecks on its own; the server is the demo engineer's seam.
  const serverModule = '../demo/server/serve.ts';
  const { startServer } = (await import(serverModule)) as { startServer: StartServer };
  const port = await freePort();
  const server = await startServer({ port, mode: 'prod', memory: true });
  return { port, close: () => server.close() };
}

const server = await startDemo();
const port = server.port;
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });

try {
  console.log(
    `cine-account bench: production demo on port ${port}, headless Chromium, median of ${runs} cold loads\n`,
  );
  const pages = [];
  for (const page of BENCH_PAGES) {
    const samples: PageSample[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measurePage(browser, port, page));
    const bytes = Object.fromEntries(
      (['js', 'css', 'locale', 'other', 'total'] as const).map((kind) => [
        kind,
        medianOf(samples, (s) => s.bytes[kind]),
      ]),
    ) as Partial<Bytes>;
    pages.push({
      name: page.name,
      url: `http://${page.host}:${port}${page.path}`,
      bytes,
      interactiveMs: medianOf(samples, (s) => s.interactiveMs),
      interactiveRuns: samples.filter((s) => s.interactiveMs !== undefined).length,
      longTasks: medianOf(samples, (s) => s.longTasks),
      longTaskMs: medianOf(samples, (s) => s.longTaskMs),
    });
  }
  console.log(
    table(
      ['page', 'JS', 'CSS', 'locale', 'other', 'total', 'interactive form', 'long tasks'],
      pages.map((p) => [
        p.name,
        kb(p.bytes.js),
        kb(p.bytes.css),
        kb(p.bytes.locale),
        kb(p.bytes.other),
        kb(p.bytes.total),
        p.interactiveRuns ? ms(p.interactiveMs) : 'never',
        `${p.longTasks ?? 0} (${ms(p.longTaskMs ?? 0)})`,
      ]),
    ),
  );
  console.log('\nBytes: transferred (compressed as served, headers included). Interactive form: navigation');
  console.log('start to the login input being enabled and focusable. Long tasks: count (total time).\n');

  const lists = await benchLists(browser, port, runs, onlyList);
  console.log(
    table(
      ['list render', ...LIST_SIZES.map((n) => `${n.toLocaleString('en')} entries`)],
      lists.map((list) =>
        'note' in list
          ? [list.name, list.note, '', '']
          : [list.name, ...LIST_SIZES.map((n) => ms(list.byCount[n]))],
      ),
    ),
  );

  mkdirSync('test-results', { recursive: true });
  const report = { date: new Date().toISOString(), runs, chromium: browser.version(), pages, lists };
  writeFileSync('test-results/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWritten: test-results/bench.json');
} finally {
  await browser.close();
  await server.close();
}
