import { countryUrl, expect, test } from './fixtures';

// Every e2e test fails on a console error or uncaught exception it did not expect
// (the automatic `failOnConsoleErrors` fixture of fixtures.ts); `allowConsoleErrors` opts out.

test.beforeEach(async ({ page }) => {
  await page.goto(countryUrl('ch', '/outbox.html'));
});

test('a console.error nobody expected fails the test', async ({ page }) => {
  test.fail(true, 'failOnConsoleErrors turns the console error into a failure');
  await page.evaluate(() => console.error('unexpected error from the page'));
});

test('an uncaught exception fails the test', async ({ page }) => {
  test.fail(true, 'failOnConsoleErrors turns the uncaught exception into a failure');
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('uncaught in the page');
    }),
  );
  await page.waitForTimeout(100);
});

test('a test that expects an error says so and passes', async ({
  page,
  allowConsoleErrors,
  consoleErrors,
}) => {
  allowConsoleErrors('expected error from the page');
  await page.evaluate(() => console.error('expected error from the page'));
  await expect.poll(() => consoleErrors.length).toBe(1);
});

test("an API error status is the API's business: it passes and is still listed", async ({
  page,
  consoleErrors,
}) => {
  const status = await page.evaluate(() => fetch('/api/fr/accounts/me').then((response) => response.status));
  expect(status).toBe(401);
  await expect.poll(() => consoleErrors).toEqual([expect.stringContaining('status of 401')]);
});
