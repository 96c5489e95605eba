import { countryUrl, expect, loginForm, test, waitForIslands } from './fixtures';

// Every demo page an integrator or a customer opens first (README "Demo pages").
const pages = [
  { path: '/', login: true },
  { path: '/fr/login', login: true },
  { path: '/login-only.html', login: true },
  { path: '/marketing.html', login: false },
  { path: '/iframe-host.html', login: false },
  { path: '/webview.html', login: false },
  { path: '/outbox.html', login: false },
];

for (const { path, login } of pages) {
  test(`${path} loads with no console error and no WCAG 2.2 AA violation`, async ({
    page,
    axe,
    consoleErrors,
  }) => {
    const response = await page.goto(countryUrl('ch', path));
    expect(response?.status(), `HTTP status of ${path}`).toBe(200);
    await waitForIslands(page);
    // Logged out, the account site ends on its login form (spec section 2: dashboard needs login).
    if (login) await expect(loginForm(page).login).toBeEditable();
    await axe.check();
    expect(consoleErrors).toEqual([]);
  });
}
