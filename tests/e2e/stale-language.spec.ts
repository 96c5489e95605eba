import { countryUrl, expect, test, waitForIslands } from './fixtures';

// A cache gave /login-only.html as prerendered for German to a browser asking for English.
test.use({ locale: 'en-GB' });

test('a page prerendered in another language shows one form, the visitor’s, and says so in Vary', async ({
  page,
  request,
  axe,
}) => {
  const url = countryUrl('ch', '/login-only.html');
  // Node resolves no *.localhost: asked of the loopback address, with the country's host.
  const { host, port } = new URL(url);
  const german = await request.get(url.replace(host, `127.0.0.1:${port}`), {
    headers: { host, 'accept-language': 'de-CH' },
  });
  expect(await german.text()).toContain('Anmelden');
  expect(german.headers().vary).toContain('Accept-Language');
  // The stale copy a cache would give: the German page's body for the English browser's request.
  await page.route(url, (route) => route.fulfill({ response: german }));
  await page.goto(url);
  await waitForIslands(page);
  const login = page.locator('cine-login');
  await expect(login.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await expect(login.locator('.island')).toHaveCount(1);
  await expect(login.getByText('Anmelden')).toHaveCount(0);
  await expect(login.locator('[aria-busy="true"]')).toHaveCount(0);
  await axe.check();
});
