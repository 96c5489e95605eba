import { countryUrl, expect, loginForm, test, waitForIslands } from './fixtures';

// Every demo page an integrator or a customer opens first (docs/demo.md "Demo pages").
// `form`: where the sign-in form is (the partner page holds it in the account iframe).
const pages = [
  { path: '/', form: 'page' },
  { path: '/fr/login', form: 'page' },
  { path: '/login-only.html', form: 'page' },
  { path: '/marketing.html', form: 'page' },
  { path: '/iframe-host.html', form: 'frame' },
  { path: '/webview.html', form: 'page' },
  { path: '/outbox.html', form: 'none' },
] as const;

for (const { path, form } of pages) {
  test(`${path} loads with no console error and no WCAG 2.2 AA violation`, async ({
    page,
    axe,
    consoleErrors,
  }) => {
    const response = await page.goto(countryUrl('ch', path));
    expect(response?.status(), `HTTP status of ${path}`).toBe(200);
    await waitForIslands(page);
    // Logged out, every page holding a sign-in form shows it usable (the account site redirects to it).
    if (form !== 'none') {
      await expect(loginForm(form === 'page' ? page : page.frameLocator('iframe')).login).toBeEditable();
    }
    await axe.check();
    expect(consoleErrors).toEqual([]);
  });
}
