import { fileURLToPath } from 'node:url';
import type { Browser, Request } from 'playwright-core';

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

export type ByteKind = 'js' | 'css' | 'locale' | 'other';
export type Bytes = Record<ByteKind | 'total', number>;

/** One load of one page. `interactiveMs` is undefined when the login input never became usable. */
export interface PageSample {
  bytes: Bytes;
  interactiveMs?: number;
  longTasks: number;
  longTaskMs: number;
}

interface ProbeResult {
  timeOrigin: number;
  readyAt?: number;
  longTasks: number;
  longTaskMs: number;
}

const probePath = fileURLToPath(new URL('./probe-script.js', import.meta.url));

// Locale bundles: the per-language chunks (locale-fr-<hash>.js), the country overrides (fr_CH-<hash>.js)
// or locale JSON files.
const localePattern = /\/(locale-(en|fr|de|nl)|(en|fr|de|nl)_[A-Z]{2})-[^/]*\.js$|\/locales?\/[^/]*\.json$/;

/** Which budget a response counts against (design.md section 8 splits JS, CSS and locale). */
export function byteKind(url: string, resourceType: string): ByteKind {
  if (localePattern.test(new URL(url).pathname)) return 'locale';
  if (resourceType === 'script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (resourceType === 'stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  return 'other';
}

// Transfer size as the wire saw it: CDP's encodedDataLength, through Playwright so that
// out-of-process iframes (the partner page's account frame) count too.
async function transferred(request: Request): Promise<number> {
  const sizes = await request.sizes().catch(() => undefined);
  return sizes ? Math.max(0, sizes.responseHeadersSize) + Math.max(0, sizes.responseBodySize) : 0;
}

/** Loads the page once in a fresh context (cold cache) and measures it. */
export async function measurePage(browser: Browser, port: number, page: BenchPage): Promise<PageSample> {
  const context = await browser.newContext();
  await context.addInitScript({ path: probePath });
  const tab = await context.newPage();
  const bytes: Bytes = { js: 0, css: 0, locale: 0, other: 0, total: 0 };
  const pending: Promise<void>[] = [];
  tab.on('requestfinished', (request) => {
    pending.push(
      transferred(request).then((size) => {
        bytes[byteKind(request.url(), request.resourceType())] += size;
        bytes.total += size;
      }),
    );
  });
  const url = `http://${page.host}:${port}${page.path}`;
  await tab.goto(url, { waitUntil: 'load' });
  const readProbes = () =>
    Promise.all(
      tab
        .frames()
        .map((frame) =>
          frame
            .evaluate(() => (window as unknown as { __cineBench?: ProbeResult }).__cineBench)
            .catch(() => undefined),
        ),
    );
  const deadline = Date.now() + 30_000;
  let probes = await readProbes();
  while (!probes.some((probe) => probe?.readyAt) && Date.now() < deadline) {
    await tab.waitForTimeout(50);
    probes = await readProbes();
  }
  // Let late requests (settings, locale) and their long tasks land before counting.
  await tab.waitForLoadState('networkidle').catch(() => undefined);
  probes = await readProbes();
  await Promise.all(pending);
  await context.close();
  const main = probes[0];
  const readyAt = probes.find((probe) => probe?.readyAt)?.readyAt;
  return {
    bytes,
    interactiveMs: main && readyAt ? readyAt - main.timeOrigin : undefined,
    longTasks: probes.reduce((sum, probe) => sum + (probe?.longTasks ?? 0), 0),
    longTaskMs: probes.reduce((sum, probe) => sum + (probe?.longTaskMs ?? 0), 0),
  };
}
