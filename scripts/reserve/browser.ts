// What the reserve and CLS scripts share: a Chromium, a signed-in member's
// cookies, and the layout-shift record (Core Web Vitals CLS: the worst session window).
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../tests/setup/ensure-chromium';

export const WIDTHS = [390, 1280] as const;

export async function launch(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium: run `npx tsx tests/setup/ensure-chromium.ts`');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

// Plain JavaScript (tsx would add helpers a page lacks to a function): every layout shift, with what
// moved: the element (inside which element's shadow root) and its rectangle before and after.
const RECORD_SHIFTS = `
window.shifts = [];
const name = (node) => {
  const element = node instanceof Element ? node : node?.parentElement;
  if (!element) return '?';
  const root = element.getRootNode();
  const host = root instanceof ShadowRoot ? root.host.localName + '>' : '';
  const kind = typeof element.className === 'string' && element.className ? '.' + element.className.split(' ')[0] : '';
  return host + element.localName + kind;
};
const rect = (s) => 'y ' + Math.round(s.previousRect.y) + '->' + Math.round(s.currentRect.y) +
  ' h ' + Math.round(s.previousRect.height) + '->' + Math.round(s.currentRect.height);
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (!entry.hadRecentInput)
      window.shifts.push({ value: entry.value, time: entry.startTime, moved: entry.sources.map((s) => name(s.node) + ' ' + rect(s)) });
}).observe({ type: 'layout-shift', buffered: true });
`;

/** A cold context (empty cache) at `width`, with the member signed in when `member` is set. */
export async function coldContext(
  browser: Browser,
  width: number,
  cookies: Awaited<ReturnType<BrowserContext['cookies']>> = [],
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies(cookies);
  await context.addInitScript(RECORD_SHIFTS);
  return context;
}

/** The session cookies of the country's demo member, signed in through the login page. */
export async function memberCookies(browser: Browser, origin: string, country: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/fr/login`);
  const login = page.locator('cine-login');
  await login
    .locator('input[type="email"], input[autocomplete="username"]')
    .first()
    .fill(`demo.${country}@cine.test`);
  await login.locator('input[type="password"]').first().fill('Popcorn-2026');
  const box = login.getByRole('checkbox');
  if (await box.count()) await box.first().check();
  await login.locator('button[type="submit"]').first().click();
  await page.waitForFunction(() => !/\/login$/.test(location.pathname), null, { timeout: 20_000 });
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** CLS as Core Web Vitals counts it: the largest sum of shifts in a window (gaps < 1 s, at most 5 s). */
export function cumulativeShift(shifts: { value: number; time: number }[]): number {
  let worst = 0;
  let sum = 0;
  let start = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const { value, time } of shifts) {
    if (time - last >= 1000 || time - start >= 5000) {
      sum = 0;
      start = time;
    }
    sum += value;
    last = time;
    worst = Math.max(worst, sum);
  }
  return worst;
}
