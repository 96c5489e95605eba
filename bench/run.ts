// `npm run bench` (design.md section 8): measures every demo page of the production build (CLS, LCP,
// password field painted and form ready, sign-in sent) against a bare React 19 form page built in the
// same run, in headless Chromium, at CPU x1 and at CPU x4 + Slow 4G, and prints numbers. It asserts
// nothing: budgets are checked by `npm run size`, trends by people.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { relative } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../tests/setup/ensure-chromium';
import { BARE, BARE_OUT_DIR, buildBare, FLOOR, serveBare } from './bare';
import { benchDoor } from './door';
import { printFloor } from './floor-report';
import { benchInp } from './inp';
import { benchLighthouse } from './lighthouse';
import { lighthouseReport } from './lighthouse-report';
import { benchLists, LIST_SIZES } from './lists';
import { benchLoad, loadReport } from './load';
import { describeMode, MODES, parseViewport } from './modes';
import {
  BARE_NAME,
  BENCH_PAGES,
  demoTarget,
  FLOOR_NAME,
  measureLoad,
  type PageSample,
  selectPages,
  type Target,
} from './pages';
import { parseOnly } from './parts';
import { demoCert, describeCertificate, describeProtocols, protocolsOf, trustFlag } from './protocol';
import { LEGEND, type ModeResult, printBytes, printMode, summarize } from './report';
import { MEMBER, measureSignIn, memberSession } from './sign-in';
import { ms, table } from './stats';

const mb = (bytes: number | undefined) =>
  bytes === undefined ? 'n/a' : `${(bytes / 1_048_576).toFixed(1)} MB`;
// Design.md section 8: render time flat within 1.5x from 100 to 10,000 entries.
const flatness = (byCount: Record<number, number | undefined>) => {
  const small = byCount[100];
  const large = byCount[10_000];
  return small && large ? `${(large / small).toFixed(2)}x (goal <= 1.5x)` : 'n/a';
};

type StartServer = (options: {
  port: number;
  mode: 'prod' | 'dev' | 'api';
  memory: boolean;
  tls?: { key: string; cert: string };
  http2?: boolean;
}) => Promise<{ url: string; close(): Promise<void> | void }>;

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('runs') ?? 7);
const onlyList = option('list');
// `--only signin,door`: the parts to run (bench/parts.ts); all of them without it.
const parts = parseOnly(option('only'));
if (typeof parts === 'string') fail(parts);
// `--only signin` loads the two sign-in pages beside the yardsticks, and nothing else.
const pageFilter =
  option('pages') ??
  (parts.has('pages') ? undefined : parts.has('signin') ? '/fr/login,/login-only' : undefined);
const loadPages = parts.has('pages') || parts.has('signin');
const viewportOption = option('viewport');
// HTTP/2 over TLS by default, as production CDNs serve; `--http1` measures plain HTTP/1.1 as before.
const http1 = args.includes('--http1');
const scheme = http1 ? 'http' : 'https';
const tls = http1 ? undefined : await demoCert();

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
if (!Number.isInteger(runs) || runs < 1) fail('--runs takes a positive whole number.');
// `--lighthouse-runs 3`: the median run of three per page, steadier on a busy machine.
const lighthouseRuns = Number(option('lighthouse-runs') ?? 1);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
  fail('--lighthouse-runs takes a positive whole number.');
const viewport = viewportOption === undefined ? undefined : parseViewport(viewportOption);
if (viewportOption !== undefined && !viewport) fail('--viewport takes a size such as 390x844.');
const parallelOption = option('parallel');
const parallel = parallelOption === undefined ? undefined : Number(parallelOption);
if (parallel !== undefined && (!Number.isInteger(parallel) || parallel < 1))
  fail('--parallel takes a positive whole number.');
// --viewport sets every mode's window; --parallel the loads at once of the throttled mode.
const modes = MODES.map((mode) => ({
  ...mode,
  viewport: viewport ?? mode.viewport,
  parallel: parallel !== undefined && mode.cpuRate > 1 ? parallel : mode.parallel,
}));
const pages = selectPages(BENCH_PAGES, pageFilter);
if (pages.length === 0) fail(`--pages ${pageFilter} names no page of bench/pages.ts.`);
// Lists are timed on their own pages: skipped while iterating on some pages, unless asked by name.
const runLists = parts.has('lists') && (!option('pages') || onlyList !== undefined);

// The unmeasured warm-up loads may share the machine.
const WARM_PARALLEL = 3;

/** Runs `tasks` in order, at most `parallel` at a time. */
async function inTurns(tasks: (() => Promise<unknown>)[], parallel: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]?.();
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
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

const runningPort = option('port');
const executablePath =
  findChromium() ?? fail('No Chromium found: run `npx tsx tests/setup/ensure-chromium.ts`.');

// `--port N` measures a demo already running there (with DEMO_HTTP2=1, or pass --http1); otherwise
// start the production demo in memory.
async function startDemo(): Promise<{ port: number; close(): Promise<void> | void }> {
  if (runningPort) return { port: Number(runningPort), close: () => undefined };
  if (!existsSync('dist-demo/index.html')) fail('dist-demo/ is missing: run `npm run build` first.');
  // Resolved at run time so the bench typechecks on its own; the server is the demo engineer's seam.
  const serverModule = '../demo/server/serve.ts';
  const { startServer } = (await import(serverModule)) as { startServer: StartServer };
  const port = await freePort();
  const server = await startServer({ port, mode: 'prod', memory: true, tls, http2: !http1 });
  return { port, close: () => server.close() };
}

// The yardsticks are rebuilt every run, so they always have the demo's current Vite and build options.
// Only the page loads use them: `--only door,inp` neither builds nor serves them.
const noYardstick = { url: '', close: async () => undefined };
if (loadPages) {
  await buildBare(BARE);
  await buildBare(FLOOR);
}
const bare = loadPages ? await serveBare(tls, BARE) : noYardstick;
const floor = loadPages ? await serveBare(tls, FLOOR) : noYardstick;
const server = await startDemo();
const port = server.port;
const browser = await chromium.launch({
  executablePath,
  args: [...CHROMIUM_ARGS, ...(tls ? [trustFlag(tls.cert)] : [])],
  headless: true,
});
const targets: Target[] = loadPages
  ? [
      { name: BARE_NAME, url: bare.url, password: true, signIn: true },
      { name: FLOOR_NAME, url: floor.url, password: true, signIn: true },
      ...pages.map((page) => demoTarget(page, port, scheme)),
    ]
  : [];
const signInTargets = targets.filter((target) => target.signIn);
// A page without a password field is timed for CLS and LCP only: its layout shifts hardly change from
// one load to the next, so fewer loads do (and keep a run of 16 pages in reasonable time).
const clsRuns = Math.min(runs, Number(option('cls-runs') ?? 3));
if (!Number.isInteger(clsRuns) || clsRuns < 1) fail('--cls-runs takes a positive whole number.');
const runsOf = (target: Target) => (target.password ? runs : clsRuns);

try {
  const demo = runningPort ? 'the demo already running' : 'the production build (dist-demo/), in memory';
  const loadsSaid = targets.length
    ? `medians of ${runs} cold loads per page with a password field and mode, ${clsRuns} for the other pages`
    : 'no page loads (--only)';
  console.log(`cine-account bench: headless Chromium ${browser.version()}, ${loadsSaid}`);
  console.log(`Demo: ${demo}, on port ${port}`);
  if (loadPages) {
    console.log(`Yardsticks: ${BARE_NAME} (bench/bare/) and ${FLOOR_NAME} (bench/floor/: react, react-dom,`);
    console.log(
      '  i18next, zod/mini, nanostores, @nanostores/react, ofetch and @r2wc/core under the same form',
    );
    console.log('  in an open shadow root), built now by the same Vite and build options into');
    console.log(`  test-results/bench-bare/ and test-results/bench-floor/, on ${bare.url} and ${floor.url}`);
  }
  console.log(`Parts: ${[...parts].join(', ')} (--only ${[...parts].join(',')})`);
  // What the first page and the yardstick really came over, said once (CDP's response.protocol).
  const checked = targets[2] ?? { name: '/fr/login', url: `${scheme}://ch.localhost:${port}/fr/login` };
  const [seenDemo, seenBare] = [
    // A loaded machine may not load the page within the check's time: say so rather than stop.
    await protocolsOf(browser, checked.url).catch(() => []),
    loadPages ? await protocolsOf(browser, bare.url).catch(() => []) : [],
  ];
  const protocol = {
    served: http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS (self-signed certificate)',
    demo: describeProtocols(seenDemo),
    bare: describeProtocols(seenBare),
    certificate: http1 ? undefined : describeCertificate([...seenDemo, ...seenBare]),
  };
  console.log(`Protocol: ${protocol.served}${http1 ? '' : ', --http1 for HTTP/1.1'}`);
  console.log(`  protocol: ${protocol.demo} (checked on ${checked.name})`);
  if (loadPages) console.log(`  protocol: ${protocol.bare} (checked on ${BARE_NAME})`);
  if (protocol.certificate) console.log(`  certificate: ${protocol.certificate}`);
  console.log(`Modes: 1) ${modes.map(describeMode).join('; 2) ')}`);
  console.log('  Throttling applies to out-of-process iframes too.');
  // Member pages: the demo member signs in once; each cold load starts from that session's storage.
  const member =
    targets.some((target) => target.member) ||
    parts.has('door') ||
    parts.has('inp') ||
    parts.has('lighthouse')
      ? await memberSession(browser, port, scheme)
      : undefined;
  if (member) console.log(`Member pages: signed in once as ${MEMBER.email}, every load in a fresh context.`);
  console.log('');
  const stateOf = (target: Target) => (target.member ? member : undefined);
  // One unmeasured load of each page: server caches, compression and JIT are warm for every sample.
  const [unthrottled = fail('No bench mode.')] = modes;
  await inTurns(
    targets.map((target) => () => measureLoad(browser, target, unthrottled, stateOf(target))),
    WARM_PARALLEL,
  );
  const results: ModeResult[] = [];
  for (const mode of targets.length ? modes : []) {
    const samples: PageSample[][] = targets.map(() => []);
    const signIns = signInTargets.map((target) => ({ target, samples: [] as (number | undefined)[] }));
    const started = Date.now();
    // Pages take turns within each round, so a slow spell of the machine hits all of them alike.
    for (let run = 0; run < runs; run += 1) {
      const loads = targets
        .filter((target) => run < runsOf(target))
        .map((target) => async () => {
          samples[targets.indexOf(target)]?.push(await measureLoad(browser, target, mode, stateOf(target)));
        });
      const sends = signIns.map((signIn) => async () => {
        signIn.samples.push(await measureSignIn(browser, signIn.target, mode));
      });
      await inTurns([...loads, ...sends], mode.parallel);
    }
    const result = summarize(mode, targets, samples, signIns);
    if (results.length === 0) printBytes(result);
    printMode(mode, result, runs);
    printFloor(mode, result);
    console.log(`\n(${mode.id}: ${runs} rounds in ${Math.round((Date.now() - started) / 1000)} s)`);
    results.push(result);
  }
  if (results.length) console.log(`\n${LEGEND}\n`);
  const doorRuns = Math.min(runs, Number(option('door-runs') ?? 3));
  const door = parts.has('door')
    ? await benchDoor(browser, {
        port,
        scheme,
        modes,
        runs: doorRuns,
        storageState: member,
        // `--door-screens ticket,card`, words of their names as `--pages` takes; `none` for the card after sign-in alone.
        screens: option('door-screens'),
      })
    : [];
  const inpRuns = Math.min(runs, Number(option('inp-runs') ?? 3));
  const inp = parts.has('inp')
    ? await benchInp(browser, {
        port,
        scheme,
        modes,
        runs: inpRuns,
        storageState: member,
        // `--inp-screens profile,e-tickets`: only those screens' interactions (words of their paths), while iterating on them.
        screens: option('inp-screens'),
      })
    : [];

  const lists = runLists ? await benchLists(browser, port, runs, onlyList, scheme) : [];
  if (lists.length)
    console.log(
      table(
        ['list render', ...LIST_SIZES.map((n) => `${n.toLocaleString('en')} entries`)],
        lists.flatMap((list) =>
          'note' in list
            ? [[list.name, list.note, '', '']]
            : [
                [list.name, ...LIST_SIZES.map((n) => ms(list.byCount[n]))],
                ['  JS heap after GC', ...LIST_SIZES.map((n) => mb(list.heapByCount[n]))],
                ['  10,000 / 100 time', flatness(list.byCount), '', ''],
              ],
        ),
      ),
    );

  const load = parts.has('load')
    ? await benchLoad(
        [await freePort(), await freePort(), await freePort()],
        Number(option('load-seconds') ?? 10),
      )
    : undefined;
  if (load) {
    console.log(
      '\nThe site server under load (autocannon, Host ch.localhost, no Accept-Encoding: the same bytes):',
    );
    for (const rows of loadReport(load)) console.log(table(rows[0] ?? [], rows.slice(1)));
  }

  const lighthouse = parts.has('lighthouse')
    ? await benchLighthouse({
        port,
        scheme,
        // Debian's Chromium, the full browser a visitor has, rather than the headless shell.
        executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : executablePath,
        args: [...CHROMIUM_ARGS, ...(tls ? [trustFlag(tls.cert)] : [])],
        member,
        // `--lighthouse-pages login,profile`: words of the pages' names, while iterating on them.
        pages: option('lighthouse-pages'),
        runs: lighthouseRuns,
      })
    : undefined;
  if (lighthouse) {
    const { lighthouse: version = '?', chromium, executablePath: path } = lighthouse;
    const each = lighthouseRuns === 1 ? 'one run per page' : `the median run of ${lighthouseRuns} per page`;
    console.log(`\nLighthouse ${version}, mobile defaults (simulated slow 4G, CPU x4), ${each},`);
    console.log(`in ${chromium} (${path}):`);
    console.log(lighthouseReport(lighthouse.pages));
  }

  mkdirSync('test-results', { recursive: true });
  const report = {
    date: new Date().toISOString(),
    runs,
    clsRuns,
    chromium: browser.version(),
    protocol,
    bare: { name: BARE_NAME, source: 'bench/bare/', build: relative(process.cwd(), BARE_OUT_DIR) },
    floor: { name: FLOOR_NAME, source: 'bench/floor/', build: relative(process.cwd(), FLOOR.outDir) },
    parts: [...parts],
    pages: pageFilter ?? 'all',
    modes: results,
    door,
    inp,
    lists,
    load,
    lighthouse,
  };
  // `--out` lets parts run side by side without overwriting each other's record.
  const out = option('out') ?? 'test-results/bench.json';
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten: ${out}`);
} finally {
  await browser.close();
  await server.close();
  await bare.close();
  await floor.close();
}
