import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { type Bytes, countBytes } from './bytes';
import { worstWindow } from './cls';
import { applyMode, type Mode, type Scheme } from './modes';
import { type Phases, type ProbeRead, phasesOf } from './phases';

/** A demo page the bench loads; `host` is the `*.localhost` name (a partner page uses plain localhost). */
export interface BenchPage {
  name: string;
  host: string;
  path: string;
  /** Has a password field: the bench times it painted and its form ready. */
  password?: boolean;
  /** A sign-in page: the bench also times a sign-in filled and sent at first sight. */
  signIn?: boolean;
  /** Opened by the signed-in demo member. */
  member?: boolean;
}

const ch = (name: string, path: string, flags: Partial<BenchPage> = {}): BenchPage => ({
  name,
  host: 'ch.localhost',
  path,
  ...flags,
});

/** Every demo page with our elements (docs/demo.md "Demo pages"), as a visitor or as the demo member. */
export const BENCH_PAGES: BenchPage[] = [
  ch('/fr/login', '/fr/login', { password: true, signIn: true }),
  ch('/login-only.html', '/login-only.html', { password: true, signIn: true }),
  ch('/fr/signup', '/fr/signup', { password: true }),
  ch('/fr/contact-us', '/fr/contact-us'),
  ch('/marketing.html (tags only)', '/marketing.html', { password: true }),
  ch('/help.html', '/help.html'),
  ch('/webview.html', '/webview.html', { password: true }),
  // The partner is another site, so the account iframe runs out of process, as in production.
  { name: '/iframe-host.html (partner)', host: 'localhost', path: '/iframe-host.html', password: true },
  ch('/catalogue/fr', '/catalogue/fr'),
  ch('member /fr', '/fr', { member: true }),
  ch('member /fr/e-tickets', '/fr/e-tickets', { member: true }),
  ch('member /fr/profile', '/fr/profile', { member: true }),
  ch('member /fr/loyalty-program', '/fr/loyalty-program', { member: true }),
  ch('member /member.html', '/member.html', { member: true }),
  ch('member /webview-tickets.html', '/webview-tickets.html', { member: true }),
  ch('member /webview-profile.html', '/webview-profile.html', { member: true }),
];

/**
 * The pages whose name or path holds one of the comma-separated words of `--pages` (all without it);
 * the door and INP screens of `--door-screens` and `--inp-screens` too.
 */
export function selectPages<T extends { name?: string; path: string }>(
  pages: T[],
  filter: string | undefined,
): T[] {
  const words = (filter ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  if (!words.length) return pages;
  return pages.filter((page) => words.some((word) => page.name?.includes(word) || page.path.includes(word)));
}

/** The visitor's browser language (Accept-Language and navigator.language). */
export const BENCH_LOCALE = 'fr-CH';

/** Name of the yardstick page in every table and in bench.json. */
export const BARE_NAME = 'bare React 19 form';
/** Name of the stack-floor page (bench/floor/): the chosen libraries under the same form. */
export const FLOOR_NAME = 'stack floor';

/** Something to load: the bare page or a demo page, by absolute URL. */
export interface Target {
  name: string;
  url: string;
  password?: boolean;
  signIn?: boolean;
  member?: boolean;
}

export const demoTarget = (page: BenchPage, port: number, scheme: Scheme = 'http'): Target => ({
  name: page.name,
  url: `${scheme}://${page.host}:${port}${page.path}`,
  password: page.password,
  signIn: page.signIn,
  member: page.member,
});

/** One load of one page; a time is undefined when the load never reached it. */
export interface PageSample {
  bytes: Bytes;
  cls: number;
  /** When the worst window of shifts opened, and what moved in it. */
  clsAt?: number;
  clsSources: string[];
  lcp?: number;
  lcpElement?: string;
  paintedMs?: number;
  readyMs?: number;
  longTasks: number;
  longTaskMs: number;
  /** React's "hydration mismatch" reports (the HTML was rendered again), as the island logs them. */
  mismatches: number;
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

/** A fresh context (cold cache) under `mode`, with the probe in every frame; `signal` hears it. */
export async function openProbed(
  browser: Browser,
  target: Target,
  mode: Mode,
  options: {
    storageState?: BrowserContextOptions['storageState'];
    /** Have the probe sign in at first sight with these credentials. */
    signIn?: { login: string; password: string };
  },
) {
  const context = await browser.newContext({
    viewport: mode.viewport,
    // A real browser always says its languages; without this header the server and the page could
    // choose different ones. A Swiss French visitor, like the account site's /fr routes.
    locale: BENCH_LOCALE,
    storageState: options.storageState,
    // Over HTTP/2 the demo and the bare page share a self-signed certificate (demo/server/tls.ts).
    ignoreHTTPSErrors: true,
  });
  const signals = new Map<string, () => void>();
  const heard = (kind: string) =>
    new Promise<void>((resolve) => {
      signals.set(kind, resolve);
    });
  const painted = heard('painted');
  const ready = heard('ready');
  await context.exposeBinding('__cineBenchSignal', (_source, kind: string) => signals.get(kind)?.());
  await context.addInitScript(
    (wants) => {
      (window as unknown as { __cineBenchWants: object }).__cineBenchWants = wants;
    },
    { password: target.password === true, signIn: options.signIn },
  );
  await context.addInitScript({ path: probePath });
  const tab = await context.newPage();
  const cdp = await applyMode(context, tab, mode);
  return { context, tab, cdp, painted, ready };
}

/** Resolves after `ms`, or at once for the promise it races; the timer never keeps Node alive. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// Shifts of a session window end 1 s apart: after the network is quiet, wait until the page has had
// no shift and no long task for this long (or give up at the cap) before reading.
const STILL_MS = 1_000;
const STILL_CAP_MS = 5_000;

async function waitStill(tab: Page): Promise<void> {
  const until = Date.now() + STILL_CAP_MS;
  while (Date.now() < until) {
    const quiet = (await tab.evaluate('window.__cineBench?.read().quietSince').catch(() => undefined)) as
      | number
      | undefined;
    if (quiet === undefined || quiet >= STILL_MS) return;
    await new Promise((resolve) => setTimeout(resolve, STILL_MS - quiet));
  }
}

/** Loads `target` once in a fresh context (cold cache, cold code cache) under `mode` and measures it. */
export async function measureLoad(
  browser: Browser,
  target: Target,
  mode: Mode,
  storageState?: BrowserContextOptions['storageState'],
): Promise<PageSample> {
  const { context, tab, ready } = await openProbed(browser, target, mode, { storageState });
  try {
    const bytes = countBytes(tab);
    let mismatches = 0;
    tab.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('hydration mismatch')) mismatches += 1;
    });
    await tab.goto(target.url, { waitUntil: 'commit', timeout: mode.timeoutMs });
    if (target.password) await within(ready, mode.timeoutMs);
    // Let late requests (settings, texts, member data) and their long tasks and shifts land.
    await tab.waitForLoadState('load', { timeout: mode.timeoutMs }).catch(() => undefined);
    await tab.waitForLoadState('networkidle', { timeout: mode.timeoutMs }).catch(() => undefined);
    await waitStill(tab);
    const frames = await readProbes(tab);
    const phases = phasesOf(frames);
    const top = frames[0];
    const worst = worstWindow(top?.shifts ?? []);
    return {
      bytes: await bytes.done(),
      cls: worst.value,
      clsAt: worst.start,
      clsSources: worst.sources,
      lcp: top?.lcp,
      lcpElement: top?.lcpElement,
      paintedMs: phases.painted,
      readyMs: phases.ready,
      longTasks: frames.reduce((sum, frame) => sum + (frame?.longTasks ?? 0), 0),
      longTaskMs: frames.reduce((sum, frame) => sum + (frame?.longTaskMs ?? 0), 0),
      mismatches,
      phases,
    };
  } finally {
    await context.close();
  }
}
