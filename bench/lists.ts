import type { Browser, Page } from 'playwright-core';
import type { Scheme } from './modes';
import { median } from './stats';

/** Entry counts design.md section 8 asks about: rendering must stay flat from 100 to 10,000. */
export const LIST_SIZES = [100, 1_000, 10_000];

/**
 * A list screen the bench can render with N entries. The screen's owner registers one here:
 * `render` loads a page of the demo build on `{origin}` (`https://ch.localhost:{port}`) holding the component,
 * hands it `count` entries and returns the milliseconds, measured in the page, from handing the
 * entries over to the visible slice being rendered (page load excluded).
 */
export interface ListScreen {
  name: string;
  render(page: Page, origin: string, count: number): Promise<number>;
}

/** "My films": the dashboard block alone on demo/bench-films.html, fed generated shows. */
const films: ListScreen = {
  name: 'My films (dashboard)',
  async render(page, origin, count) {
    await page.goto(`${origin}/bench-films.html`);
    await page.waitForFunction(() =>
      (window as unknown as { __benchReady?: () => boolean }).__benchReady?.(),
    );
    return page.evaluate(
      (n) => (window as unknown as { __benchRender: (n: number) => Promise<number> }).__benchRender(n),
      count,
    );
  },
};

/** The e-tickets tabs or the points earned alone on demo/bench-lists.html. */
const onBenchLists = (name: string, kind: 'orders' | 'points'): ListScreen => ({
  name,
  async render(page, origin, count) {
    await page.goto(`${origin}/bench-lists.html`);
    await page.waitForFunction(
      (k) => (window as unknown as { __benchReady?: (k: string) => boolean }).__benchReady?.(k),
      kind,
    );
    return page.evaluate(
      ([k, n]) =>
        (window as unknown as { __benchRender: (k: string, n: number) => Promise<number> }).__benchRender(
          k as string,
          n as number,
        ),
      [kind, count] as const,
    );
  },
});

/** Registered list screens, by name. */
export const LIST_SCREENS: ListScreen[] = [
  films,
  onBenchLists('Orders (e-tickets)', 'orders'),
  onBenchLists('Points earned (loyalty)', 'points'),
];

/** Used JS heap after a forced garbage collection, in bytes (Chrome DevTools Protocol). */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

export type ListResult =
  | {
      name: string;
      byCount: Record<number, number | undefined>;
      /** Median JS heap after the render, in bytes. */
      heapByCount: Record<number, number | undefined>;
    }
  | { name: string; note: string };

/** Median render time over `runs` cold loads, per entry count, for each screen (or the named one). */
export async function benchLists(
  browser: Browser,
  port: number,
  runs: number,
  only?: string,
  scheme: Scheme = 'http',
): Promise<ListResult[]> {
  const origin = `${scheme}://ch.localhost:${port}`;
  const screens = LIST_SCREENS.filter((screen) => !only || screen.name === only);
  if (screens.length === 0) return [{ name: only ?? 'lists', note: 'n/a (no list screen yet)' }];
  const results: ListResult[] = [];
  for (const screen of screens) {
    const byCount: Record<number, number | undefined> = {};
    const heapByCount: Record<number, number | undefined> = {};
    for (const count of LIST_SIZES) {
      const samples: number[] = [];
      const heaps: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ ignoreHTTPSErrors: true });
        const page = await context.newPage();
        samples.push(await screen.render(page, origin, count));
        heaps.push(await heapAfterGc(page));
        await context.close();
      }
      byCount[count] = median(samples);
      heapByCount[count] = median(heaps);
    }
    results.push({ name: screen.name, byCount, heapByCount });
  }
  return results;
}
