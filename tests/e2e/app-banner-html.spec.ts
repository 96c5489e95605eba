import type { Page } from '@playwright/test';
import { countryUrl, expect, test, waitForIslands } from './fixtures';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile';
// The banner as the page's HTML paints it, before any script: its band inside the prerendered root.
const PAINTED = /<cine-app-banner[^>]*><template shadowrootmode="open">.*?<aside class="app-banner"/s;

type Shift = { value: number; header: boolean };

/**
 * The layout shifts of a load, from the first paint until the page's islands have hydrated and
 * settled, each saying whether it moved only the site header (its own settling, not the banner's).
 */
async function shiftsOf(page: Page, url: string): Promise<Shift[]> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node | null }[];
      })[])
        shifts.push({
          value: entry.value,
          header: entry.sources.every((source) => source.node?.parentElement?.closest('.site-header')),
        });
    }).observe({ type: 'layout-shift', buffered: true });
    // The band the HTML painted, to tell whether hydration kept it.
    document.addEventListener('DOMContentLoaded', () => {
      const painted = document.querySelector('cine-app-banner')?.shadowRoot?.querySelector('aside');
      Object.assign(window, { painted });
    });
  });
  await page.goto(url);
  await waitForIslands(page);
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
}

/** What moved, the site header's own settling left out. */
const moved = (shifts: Shift[]) => shifts.filter((shift) => !shift.header).map((shift) => shift.value);

/** Whether the band on screen is the very one the HTML painted (hydrated in place, not made again). */
const keptPainted = (page: Page) =>
  page.evaluate(() => {
    const { painted } = window as unknown as { painted?: Element };
    return (
      Boolean(painted) &&
      painted === document.querySelector('cine-app-banner')?.shadowRoot?.querySelector('aside')
    );
  });

test('the banner comes in the HTML where the settings switch it on, not where they switch it off', async ({
  page,
}) => {
  const htmlOf = async (country: 'ch' | 'be' | 'sn' | 'tn', path: string) =>
    (await (await page.goto(countryUrl(country, path)))?.text()) ?? '';
  for (const [country, path] of [
    ['ch', '/fr/login'],
    ['be', '/nl/profile'],
    ['sn', '/en/contact-us'],
  ] as const)
    expect(await htmlOf(country, path), `${country}${path}`).toMatch(PAINTED);
  // Tunisia's settings switch it off: the page comes without it, nor its sheet.
  expect(await htmlOf('tn', '/fr/login')).not.toContain('cine-app-banner');
  // The door screens, where a member shows a code, never paint it.
  for (const path of ['/fr', '/fr/e-tickets', '/fr/loyalty-program'])
    expect(await htmlOf('ch', path), path).not.toMatch(PAINTED);
});

test('a phone sees its store from the first paint, and nothing moves while the page hydrates', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: ANDROID, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  expect(moved(await shiftsOf(page, countryUrl('ch', '/fr/login')))).toEqual([]);
  expect(await keptPainted(page)).toBe(true);
  const banner = page.locator('cine-app-banner');
  await expect(banner.getByRole('complementary', { name: 'Télécharger l’application' })).toBeVisible();
  await expect(banner.locator('[part~="store-link"]')).toHaveText(['Disponible sur Google Play']);
  await context.close();
});

test('closed, the banner goes without moving anything, and the next page comes without it', async ({
  page,
  axe,
}) => {
  expect(moved(await shiftsOf(page, countryUrl('ch', '/de/login')))).toEqual([]);
  expect(await keptPainted(page)).toBe(true);
  const banner = page.locator('cine-app-banner');
  await expect(banner.getByRole('complementary', { name: 'Die App herunterladen' })).toBeVisible();
  await axe.check();
  await banner.getByRole('button', { name: 'App-Banner schließen' }).click();
  await expect(banner.getByRole('complementary')).toHaveCount(0);
  expect(moved(await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts))).toEqual([]);
  // Never painted again, not even for a frame: the server leaves it out of the page.
  const next = await page.reload();
  expect(await next?.text()).not.toContain('cine-app-banner');
  await waitForIslands(page);
  await expect(page.locator('cine-login input[type="email"]')).toBeVisible();
  await axe.check();
});

test('closed on this device before the server knew it, the banner is gone from the next page on', async ({
  page,
}) => {
  await page.goto(countryUrl('be', '/fr/login'));
  await page.evaluate(() => localStorage.setItem('cine_app_banner_closed', '1'));
  await page.context().clearCookies({ name: 'cine_app_banner_closed' });
  expect(moved(await shiftsOf(page, countryUrl('be', '/fr/login')))).toEqual([]);
  await expect(page.locator('cine-app-banner').getByRole('complementary')).toHaveCount(0);
  expect(await (await page.reload())?.text()).not.toContain('cine-app-banner');
});
