import type { Page } from '@playwright/test';
import { countryUrl, demoAccount, expect, loginForm, passCaptcha, test } from './fixtures';

// The network drops just as a sign-in completes, so the dashboard's module cannot download.
const FAILED = 'Cette page n’a pas pu être chargée';
const DOWNLOAD_FAILED = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/;

async function fillLogin(page: Page) {
  const account = demoAccount('ch');
  await page.goto(countryUrl('ch', '/fr/login'));
  const form = loginForm(page);
  await form.login.fill(account.email);
  await form.password.fill(account.password);
  await passCaptcha(form.element);
  return form;
}

test('offline as the sign-in ends: the page says so, then shows the dashboard once the network is back', async ({
  page,
  context,
  axe,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(DOWNLOAD_FAILED);
  const form = await fillLogin(page);
  // The network drops as the sign-in answer arrives, while the dashboard's module is on its way: a sign-in
  // now asks for that module as it starts, so it is held until the answer is there.
  const answered = page.waitForResponse(
    (response) => /\/api\/fr\/login$/.test(response.url()) && response.request().method() === 'POST',
  );
  let dropped = false;
  await page.route('**/assets/cine-dashboard-*.js', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await answered;
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });
  await form.submit.click();
  await expect(page).toHaveURL(/\/fr$/);
  const alert = page.getByRole('alert').filter({ hasText: FAILED });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await axe.check();

  await context.setOffline(false);
  // No reload, no click: the module downloads again when the browser is online.
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a screen module the server keeps refusing is retried by the customer, without a reload', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(DOWNLOAD_FAILED);
  let refused = 0;
  await page.route('**/assets/cine-dashboard-*.js', (route) => {
    refused++;
    return route.abort('failed');
  });
  const form = await fillLogin(page);
  await form.submit.click();
  const retry = page
    .getByRole('alert')
    .filter({ hasText: FAILED })
    .getByRole('button', { name: 'Réessayer' });
  await expect(retry).toBeVisible();
  // The automatic attempts end (4 in all), then the page waits for the customer.
  await expect.poll(() => refused, { timeout: 15_000 }).toBe(4);
  await page.unroute('**/assets/cine-dashboard-*.js');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa' })).toBeVisible();
});
