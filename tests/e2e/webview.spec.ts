import { countryUrl, demoAccount, expect, signIn, test, waitForIslands } from './fixtures';

test('in a webview the token goes to the app through the injected bridge', async ({ page, axe }) => {
  await page.goto(countryUrl('tn', '/webview.html'));
  await waitForIslands(page);
  await axe.check();
  await signIn(page, demoAccount('tn'));
  const entry = page.locator('#bridge-log li', { hasText: 'loggedIn' });
  await expect(entry).toHaveCount(1);
  const envelope = JSON.parse((await entry.textContent()) ?? '{}');
  expect(envelope).toMatchObject({ v: 1, type: 'loggedIn' });
  // The page stays put: the app takes over from the message.
  await expect(page).toHaveURL(countryUrl('tn', '/webview.html'));
  await axe.check();
});

test('webview pages link only to m/ routes and show no site header or user menu', async ({ page, axe }) => {
  await page.goto(countryUrl('be', '/webview.html'));
  await waitForIslands(page);
  const login = page.locator('cine-login');
  const hrefs = await login
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/m\/[a-z]{2}\//);
  await login.locator('a[href*="forgotten-password"]').click();
  await expect(page).toHaveURL(/\/m\/[a-z]{2}\/forgotten-password$/);
  await waitForIslands(page);
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('cine-user-menu')).toBeHidden();
  const recovery = page.locator('cine-forgotten-password');
  await expect(recovery.locator('input[type="email"]')).toBeVisible();
  // No way out to a browser page: the app signs in by itself.
  const inRecovery = await recovery
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of inRecovery) expect(href).toMatch(/^\/m\//);
  await axe.check();
  await page.goto(countryUrl('be', '/m/nl/signup'));
  await waitForIslands(page);
  await expect(page.locator('.site-header')).toBeHidden();
  const inSignup = await page
    .locator('cine-signup')
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of inSignup) expect(href).toMatch(/^\/m\/|^https?:/);
  await axe.check();
});
