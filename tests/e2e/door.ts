import type { Page, Response } from '@playwright/test';
import { expect, waitForIslands } from './fixtures';

// The cinema door: the worker answers a member's code pages with their own snapshot.

/** What Chromium logs for a call made while the context is offline. */
export const OFFLINE = 'ERR_INTERNET_DISCONNECTED';

/** The paths this origin keeps door snapshots of, as `member/path` (Cache Storage, read from the page). */
export const kept = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('cine-account-door'))) return [];
    const keys = await (await caches.open('cine-account-door')).keys();
    return keys
      .map((request) => decodeURIComponent(new URL(request.url).pathname.replace('/__door/', '')))
      .sort();
  });

/** Opens `url` as the signed-in member and waits until the worker keeps its snapshot. */
export async function keep(page: Page, url: string, member = 'member-ch-demo') {
  await page.goto(url);
  await waitForIslands(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => kept(page), { timeout: 30_000 }).toContain(`${member}${new URL(url).pathname}`);
}

/** What this origin keeps in our tickets database (IndexedDB), counted from the page. */
export const keptOrders = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('cine-account-tickets');
        open.onupgradeneeded = () => open.result.createObjectStore('orders');
        open.onsuccess = () => {
          const count = open.result.transaction('orders').objectStore('orders').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

/** The page HTML the navigation got: what paints before any script runs. */
export const served = async (response: Response | null) => (response ? await response.text() : '');
