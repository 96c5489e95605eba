import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { type Bytes, countBytes } from './bytes';
import { applyMode, type Mode } from './modes';
import { type Phases, type ProbeRead, phasesOf } from './phases';

/** A demo page the bench loads; `host` is the `*.localhost` name (a partner page uses plain localhost). */
export interface BenchPage {
  name: string;
  host: string;
  path: string;
}

/** Design.md section 8: the pages an integrator or customer loads first. */
export const BENCH_PAGES: BenchPage[] = [
  { name: 'account site /fr/login', host: 'ch.localhost', path: '/fr/login' },
  { name: 'login only (<cine-login>)', host: 'ch.localhost', path: '/login-only.html' },
  { name: 'marketing (autoloader)', host: 'ch.localhost', path: '/marketing.html' },
  // The partner is another site, so the account iframe runs out of process, as in production.
  { name: 'iframe host (partner)', host: 'localhost', path: '/iframe-host.html' },
  { name: 'webview', host: 'ch.localhost', path: '/webview.html' },
];

/** Name of the yardstick page in every table and in bench.json. */
export const BARE_NAME = 'bare React 19 form';

/** Something to load: the bare page or a demo page, by absolute URL. */
export interface Target {
  name: string;
  url: string;
}

export const demoTarget = (page: BenchPage, port: number): Target => ({
  name: page.name,
  url: `http://${page.host}:${port}${page.path}`,
});

/** One load of one page. `interactiveMs` is undefined when no usable password field appeared in time. */
export interface PageSample {
  bytes: Bytes;
  interactiveMs?: number;
  longTasks: number;
  longTaskMs: number;
  phases: Phases;
}

const probePath = fileURLToPath(new URL('./probe-script.js', import.meta.url));

// Every frame's probe, top page first; a frame that went away or has no probe reads as undefined.
const readProbes = (tab: Page) =>
  Promise.all(
    tab.frames().map((frame) =>
      frame
        .evaluate('window.__cineBench?.read()')
        .then((read) => read as ProbeRead | undefined)
        .catch(() => undefined),
    ),
  );

/** Loads `target` once in a fresh context (cold cache, cold code cache) under `mode` and measures it. */
export async function measureLoad(browser: Browser, target: Target, mode: Mode): Promise<PageSample> {
  const context = await browser.newContext();
  try {
    // The probe calls this binding when the form is usable: no polling from here into the throttled page.
    let signalReady = () => {};
    const ready = new Promise<void>((resolve) => {
      signalReady = resolve;
    });
    await context.exposeBinding('__cineBenchReady', () => signalReady());
    await context.addInitScript({ path: probePath });
    const tab = await context.newPage();
    await applyMode(context, tab, mode);
    const bytes = countBytes(tab);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, mode.timeoutMs);
    });
    await tab.goto(target.url, { waitUntil: 'commit', timeout: mode.timeoutMs });
    await Promise.race([ready, timeout]);
    clearTimeout(timer);
    // Let late requests (settings, locales, catalogue) and their long tasks land before counting.
    await tab.waitForLoadState('load', { timeout: mode.timeoutMs }).catch(() => undefined);
    await tab.waitForLoadState('networkidle', { timeout: mode.timeoutMs }).catch(() => undefined);
    const frames = await readProbes(tab);
    const phases = phasesOf(frames);
    return {
      bytes: await bytes.done(),
      interactiveMs: phases.form,
      longTasks: frames.reduce((sum, frame) => sum + (frame?.longTasks ?? 0), 0),
      longTaskMs: frames.reduce((sum, frame) => sum + (frame?.longTaskMs ?? 0), 0),
      phases,
    };
  } finally {
    await context.close();
  }
}
