import { countryUrl, expect, test, waitForIslands } from './fixtures';

test('ch/de: the app banner shows by default, closes, and stays closed after a reload', async ({
  page,
  axe,
}) => {
  await page.goto(countryUrl('ch', '/de/login'));
  await waitForIslands(page);
  const banner = page.locator('cine-app-banner');
  const region = banner.getByRole('complementary', { name: 'Die App herunterladen' });
  await expect(region).toBeVisible();
  // A computer gets both stores.
  await expect(banner.locator('[part~="store-link"]')).toHaveText([
    'Laden im App Store',
    'JETZT BEI Google Play',
  ]);
  await axe.check();
  await banner.getByRole('button', { name: 'App-Banner schließen' }).click();
  await expect(region).toHaveCount(0);
  await page.reload();
  await waitForIslands(page);
  await expect(page.locator('cine-login input[type="email"]')).toBeVisible();
  await expect(banner.getByRole('complementary')).toHaveCount(0);
});

test('an Android phone gets its store only; Tunisia switches the banner off; the app webview never shows it', async ({
  browser,
}) => {
  const android = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile',
  });
  const phone = await android.newPage();
  await phone.goto(countryUrl('be', '/en/login'));
  await waitForIslands(phone);
  await expect(phone.locator('cine-app-banner [part~="store-link"]')).toHaveText(['Get it on Google Play']);
  await phone.goto(countryUrl('tn', '/fr/login'));
  await waitForIslands(phone);
  await expect(phone.locator('cine-login input[type="email"]')).toBeVisible();
  await expect(phone.locator('cine-app-banner [part~="app-banner"]')).toHaveCount(0);
  await phone.goto(countryUrl('ch', '/m/fr/profile/user-infos'));
  await expect(phone.locator('cine-app-banner [part~="app-banner"]')).toHaveCount(0);
  await phone.goto(countryUrl('ch', '/marketing.html'));
  await waitForIslands(phone);
  await expect(phone.locator('cine-app-banner [part~="app-banner"]')).toHaveCount(1);
  await android.close();
});
