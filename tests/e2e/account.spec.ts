import { countryUrl, expect, expiredTokenCookie, login, test, waitForIslands } from './fixtures';

test('a protected route sends a visitor with no session to login, then back after signing in', async ({
  page,
  axe,
}) => {
  await page.goto(countryUrl('ch', '/en/e-tickets'));
  await expect(page).toHaveURL(
    countryUrl('ch', `/en/login?returnUrl=${encodeURIComponent('/en/e-tickets')}`),
  );
  await expect(page).toHaveTitle('Sign in · My account');
  await waitForIslands(page);
  await axe.check();
});

test('an expired token is dropped and the dashboard redirects to login', async ({ page, context }) => {
  await expiredTokenCookie(context, 'be');
  await page.goto(countryUrl('be', '/nl'));
  await expect(page).toHaveURL(/\/nl\/login\?returnUrl=%2Fnl$/);
  await expect(page.locator('cine-user-menu').getByRole('link', { name: 'Aanmelden' })).toBeVisible();
});

test('the empty path and an unknown language go to a language of the country', async ({ page }) => {
  await page.goto(countryUrl('sn', '/xx/login'));
  await expect(page).toHaveURL(countryUrl('sn', '/fr/login'));
  await page.goto(countryUrl('sn', '/nl/login'));
  await expect(page).toHaveURL(countryUrl('sn', '/fr/login'));
  await page.goto(countryUrl('ch', '/'));
  await expect(page).toHaveURL(/\/(fr|en|de)\/login\?returnUrl=/);
});

test('an unknown path shows a polite not-found page with a way home', async ({ page, axe }) => {
  await page.goto(countryUrl('tn', '/fr/nulle-part'));
  const shell = page.locator('cine-account');
  await expect(shell.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shell.getByRole('link')).toHaveAttribute('href', '/fr');
  await expect(page).toHaveTitle(/ · Mon compte$/);
  await axe.check();
});

test('the dashboard links move in-app, keep the history and reach the not-yet-built sections', async ({
  page,
}) => {
  await login(page, 'ch', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Léa' })).toBeVisible();
  await page.evaluate(() => {
    window.scrollTo(0, 200);
    document.body.classList.add('cine-body-lock');
  });
  const events: string[] = [];
  await page.exposeFunction('recordNavigate', (to: string) => events.push(to));
  await page.evaluate(() =>
    document.addEventListener('cine-navigate', (e) =>
      (window as unknown as { recordNavigate(to: string): void }).recordNavigate(
        (e as CustomEvent).detail.to,
      ),
    ),
  );
  await page
    .locator('cine-dashboard')
    .getByRole('link', { name: /Meine E-Tickets/ })
    .click();
  await expect(page).toHaveURL(countryUrl('ch', '/de/e-tickets'));
  expect(events).toEqual(['/de/e-tickets']);
  expect(await page.evaluate(() => document.body.classList.contains('cine-body-lock'))).toBe(false);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Léa' })).toBeVisible();
  await waitForIslands(page);
});
