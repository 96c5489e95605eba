import { countryUrl, expect, login, SESSION_COOKIE, setFault, test, waitForIslands } from './fixtures';

// The settings being slow, down or refused must not stop a sign-in, blank the
// dashboard, change the page's language or leave a session cookie that brings the member back.

test('settings answering 500: the member still signs in and sees the dashboard, with the notice once', async ({
  page,
  context,
  axe,
}) => {
  await setFault(context, 'settings:500', 'ch');
  await login(page, 'ch');
  await expect(page).toHaveURL(countryUrl('ch', '/fr'));
  await expect(page.locator('cine-dashboard').getByRole('heading', { level: 1 })).toContainText('Léa');
  // Said once, by the dashboard: not again by the banner or the footer around it.
  await expect(page.getByText('Le service est injoignable pour le moment.')).toHaveCount(1);
  await expect(page.locator('cine-dashboard [part="notice"]')).toBeVisible();
  await axe.check();
});

test('a member cookie and every call answering 401: one sign-out, the French login page, the cookie gone', async ({
  page,
  context,
}) => {
  await login(page, 'ch');
  await expect(page.locator('cine-dashboard').getByRole('heading', { level: 1 })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain(SESSION_COOKIE);
  // Leave the dashboard first: a call of its still in flight would meet the fault and end the session here.
  await page.goto('about:blank');

  await setFault(context, '*:401', 'ch');
  await page.addInitScript(() => {
    const seen = JSON.parse(sessionStorage.getItem('logged-out') ?? '0') as number;
    document.addEventListener('cine-logged-out', () =>
      sessionStorage.setItem('logged-out', String(seen + 1)),
    );
  });
  const pages: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pages.push(frame.url());
  });
  await page.goto(countryUrl('ch', '/fr'));
  await expect(page).toHaveURL(/\/fr\/login/);
  await waitForIslands(page);
  expect(pages.map((url) => new URL(url).pathname)).toEqual(['/fr', '/fr/login']);
  expect(await page.evaluate(() => sessionStorage.getItem('logged-out'))).toBe('1');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
  // A reload finds no session to end again: it stays, in French.
  await page.reload();
  await waitForIslands(page);
  await expect(page).toHaveURL(/\/fr\/login/);
  await expect(page.locator('cine-login').getByRole('heading', { level: 1 })).toHaveText('Se connecter');
});
