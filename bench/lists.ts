import type { Browser, Page } from 'playwright-core';
import { median } from './stats';

/** Entry counts design.md section 8 asks about: rendering must stay flat from 100 to 10,000. */
export const LIST_SIZES = [100, 1_000, 10_000];

/**
 * A list screen the bench can render with N entries. The screen's owner registers one here:
 * `render` loads a page of the demo build on `http://ch.localhost:{port}` holding the component,
 * hands it `count` entries and returns the milliseconds, measured in the page, from handing the
 * entries over to the visible slice being rendered (page load excluded).
 */
export interface ListScreen {
  name: string;
  render(page: Page, port: number, count: number): Promise<number>;
}

/** Registered list screens, by name. Issue 2 has none yet: orders, points and emotions will add theirs. */
export const LIST_SCREENS: ListScreen[] = [];

export type ListResult =
  | { name: string; byCount: Record<number, number | undefined> }
  | { name: string; note: string };

/** Median render time over `runs` cold loads, per entry count, for each screen (or the named one). */
export async function benchLists(
  browser: Browser,
  port: number,
  runs: number,
  only?: string,
): Promise<ListResult[]> {
  const screens = LIST_SCREENS.filter((screen) => !only || screen.name === only);
  if (screens.length === 0) return [{ name: only ?? 'lists', note: 'n/a (no list screen yet)' }];
  const results: ListResult[] = [];
  for (const screen of screens) {
    const byCount: Record<number, number | undefined> = {};
    for (const count of LIST_SIZES) {
      const samples: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        samples.push(await screen.render(page, port, count));
        await context.close();
      }
      byCount[count] = median(samples);
    }
    results.push({ name: screen.name, byCount });
  }
  return results;
}
