import type { Page } from '@playwright/test';
import { keptOrders } from './door';
import { countryUrl, expect, login, test, waitForIslands } from './fixtures';

const ticketsOf = (page: Page) => page.locator('cine-tickets');

/** Signs the Swiss demo member in, opens the e-tickets once online and waits for the worker and the kept copy. */
async function openOnce(page: Page, lang: string, allTab: string) {
  await login(page, 'ch', lang);
  await page.goto(countryUrl('ch', `/${lang}/e-tickets`));
  await waitForIslands(page);
  await expect(ticketsOf(page).getByRole('tab').first()).toHaveText(allTab);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => keptOrders(page)).toBe(1);
}

test('ch/de: with the network gone, reopening /de/e-tickets shows the tickets and their QR codes, "offline, as of"', async ({
  page,
  context,
  axe,
  allowConsoleErrors,
}) => {
  // Offline, every call the page makes fails: the browser logs each one.
  allowConsoleErrors('ERR_INTERNET_DISCONNECTED');
  await openOnce(page, 'de', 'Alle 6');
  const tickets = ticketsOf(page);
  // The worker has kept the settings (no member data) beside its precache.
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).some((name) => name.includes('settings'))))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(tickets.locator('[part~="kept-note"]')).toContainText(
    /^Sie sind offline: Ihre Tickets, Stand /,
  );
  await expect(tickets.getByRole('tab')).toHaveText(['Alle 6', 'Bevorstehend 2', 'Storniert 1']);
  await expect(tickets.locator('[part~="order"]').first().locator('[part~="qr-code"]').first()).toBeVisible();
  await axe.check();
  // Straight to the page from the address bar, still offline.
  await page.goto(countryUrl('ch', '/de/e-tickets'));
  await expect(tickets.locator('[part~="kept-note"]')).toBeVisible();

  // Nothing the worker keeps is a member's answer or a token.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.filter((url) => /^\/(tunnel|mobile|catalogue)\//.test(new URL(url).pathname))).toEqual([]);
  expect(cached.filter((url) => url.includes('/api/')).map((url) => new URL(url).pathname)).toEqual([
    '/api/de/settings',
  ]);

  await context.setOffline(false);
  await page.reload();
  await expect(tickets.locator('[part~="kept-note"]')).toBeHidden();
});

test('ch/fr: after sign-out the kept tickets are deleted; a visitor offline sees no one’s tickets', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors('ERR_INTERNET_DISCONNECTED');
  await openOnce(page, 'fr', 'Toutes 6');
  // Sign out from another page (the dashboard's user menu): the tickets module is not loaded there.
  await page.goto(countryUrl('ch', '/fr'));
  await waitForIslands(page);
  const menu = page.locator('cine-user-menu');
  await menu.getByRole('button', { name: /Léa/ }).click();
  await menu.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(countryUrl('ch', '/catalogue/fr'));
  await expect.poll(() => keptOrders(page)).toBe(0);

  await context.setOffline(true);
  await page.goto(countryUrl('ch', '/fr/e-tickets'));
  await expect(page).toHaveURL(/\/fr\/login\?returnUrl=/);
  await expect(page.locator('cine-tickets [part~="order"]')).toHaveCount(0);
  await expect(page.getByText('Mes e-billets')).toHaveCount(0);
});
