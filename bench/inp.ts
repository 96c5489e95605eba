// INP per interaction: each step of bench/inp-steps.ts on its real screen, at 390 px,
// CPU x1 and CPU x4 (no network throttling: the figure is the page's own work), as web-vitals computes it.
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { INP_SCREENS, type InpScreen } from './inp-steps';
import { type EventRead, type FrameRead, inpCell, type StepInp, slowestText, stepInp } from './inp-time';
import type { MemberBenchOptions } from './modes';
import { BENCH_LOCALE, selectPages } from './pages';
import { median, table } from './stats';

/** Design.md section 8: every interaction under 100 ms at CPU x4, 390 px. */
export const INP_GOAL = 100;
const PHONE = { width: 390, height: 844 };
const CPU_RATES = [1, 4];

export interface InpRow {
  name: string;
  path: string;
  byRate: Record<
    number,
    { inp?: number; samples: (number | null)[]; failures: string[]; slowest?: StepInp['slowest'] }
  >;
}

const probe = fileURLToPath(new URL('./inp-probe.js', import.meta.url));
// Event Timing reports an interaction after its next paint: wait a while, then two frames more.
const settle = async (page: Page, rate: number) => {
  await page.waitForTimeout(300 * rate);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
};

/** One load of a screen, loaded unthrottled and then run at `rate`; each step's INP or what failed. */
export async function runScreen(
  browser: Browser,
  origin: string,
  screen: InpScreen,
  rate: number,
  storageState: BrowserContextOptions['storageState'],
) {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: BENCH_LOCALE,
    ignoreHTTPSErrors: true,
    storageState: screen.member ? storageState : undefined,
  });
  await context.addInitScript({ path: probe });
  // A returning member has closed the privacy notice and the app banner, which would cover the controls.
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem('cine-privacy-popin-closed', '1');
      localStorage.setItem('cine_app_banner_closed', '1');
    } catch {
      // A frame without storage shows them; its controls are not timed.
    }
  });
  const page = await context.newPage();
  // A step whose control is missing fails in seconds, not Playwright's 30 s.
  page.setDefaultTimeout(10_000);
  const results: (StepInp | string)[] = [];
  try {
    await page.goto(`${origin}${screen.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await screen.ready(page).waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForTimeout(500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    for (const step of screen.steps) {
      try {
        const since = (await page.evaluate('window.__cineInp.now()')) as number;
        await step.act(page);
        await settle(page, rate);
        const read = (await page.evaluate(`window.__cineInp.read(${since})`)) as {
          events: EventRead[];
          frames: FrameRead[];
        };
        results.push(stepInp(read.events, read.frames));
      } catch (error) {
        results.push(String(error).split('\n')[0] ?? 'failed');
      }
    }
  } catch (error) {
    while (results.length < screen.steps.length) results.push(`screen: ${String(error).split('\n')[0]}`);
  } finally {
    await context.close();
  }
  return results;
}

/** `runs` loads of every screen at CPU x1 and x4; prints one table and returns the rows. */
export async function benchInp(
  browser: Browser,
  options: MemberBenchOptions & { screens?: string },
): Promise<InpRow[]> {
  const origin = `${options.scheme}://ch.localhost:${options.port}`;
  const screens = selectPages(INP_SCREENS, options.screens);
  const rows: InpRow[] = screens.flatMap((screen) =>
    screen.steps.map((step) => ({ name: step.name, path: screen.path, byRate: {} })),
  );
  const started = Date.now();
  for (const rate of CPU_RATES) {
    const samples = rows.map(() => [] as (StepInp | string)[]);
    for (let run = 0; run < options.runs; run += 1) {
      let index = 0;
      for (const screen of screens) {
        const results = await runScreen(browser, origin, screen, rate, options.storageState);
        const said = results.map((r) => (typeof r === 'string' ? 'failed' : inpCell(r.inp))).join(', ');
        console.log(`  (inp x${rate} round ${run + 1}: ${screen.path}: ${said})`);
        for (const result of results) samples[index++]?.push(result);
      }
    }
    for (const [i, row] of rows.entries()) {
      const got = (samples[i] ?? []).filter((s): s is StepInp => typeof s !== 'string');
      // Under 16 ms reads as 0 for the median: web-vitals would not report it at all.
      const values = got.map((s) => s.inp ?? 0);
      const value = median(values);
      const worst = [...got].sort((a, b) => (b.inp ?? 0) - (a.inp ?? 0))[0];
      row.byRate[rate] = {
        inp: value === 0 ? undefined : value,
        samples: (samples[i] ?? []).map((s) => (typeof s === 'string' ? null : (s.inp ?? 0))),
        failures: (samples[i] ?? []).filter((s): s is string => typeof s === 'string'),
        slowest: worst?.slowest,
      };
    }
  }
  printInp(rows, options.runs);
  console.log(
    `\n(inp: ${options.runs} loads of each screen per CPU rate in ${Math.round((Date.now() - started) / 1000)} s)`,
  );
  return rows;
}

function printInp(rows: InpRow[], runs: number): void {
  console.log(
    `\n== INP per interaction (Event Timing, as web-vitals: the longest event of each interaction), ${PHONE.width} px, medians of ${runs} ==\n`,
  );
  const cell = (row: InpRow, rate: number, goal?: number) => {
    const at = row.byRate[rate];
    if (!at) return 'n/a';
    if (at.failures.length === at.samples.length) return `failed: ${at.failures[0]}`;
    return inpCell(at.inp, goal) + (at.failures.length ? ` (${runs - at.failures.length}/${runs})` : '');
  };
  console.log(
    table(
      [
        'interaction',
        'screen',
        'CPU x1',
        `CPU x4 (goal <= ${INP_GOAL} ms)`,
        'CPU x4 slowest event (worst load): ms spent, scripts',
      ],
      rows.map((row) => [
        row.name,
        row.path,
        cell(row, 1),
        cell(row, 4, INP_GOAL),
        slowestText(row.byRate[4]?.slowest),
      ]),
    ),
  );
  const failed = rows.filter((row) => Object.values(row.byRate).some((at) => at.failures.length));
  for (const row of failed)
    for (const [rate, at] of Object.entries(row.byRate))
      if (at.failures.length)
        console.log(`  ${row.name} x${rate}: ${at.failures.length} failed: ${at.failures[0]}`);
  console.log(
    '\nSlowest event: delay = input delay (main thread busy before its handlers), processing = its handlers, presentation = until the next frame was painted; scripts = the Long Animation Frame scripts it overlapped (invoker, file).',
  );
}
