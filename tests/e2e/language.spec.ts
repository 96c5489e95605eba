import { countryUrl, expect, loginForm, test, waitForIslands } from './fixtures';

// The language switcher.
const countries = [
  { country: 'ch', from: 'fr', to: 'de', names: ['Français', 'English', 'Deutsch'], label: 'E-Mail-Adresse' },
  { country: 'be', from: 'en', to: 'nl', names: ['Français', 'Nederlands', 'English'], label: 'E-mailadres' },
  { country: 'sn', from: 'fr', to: 'en', names: ['Français', 'English'], label: 'E-mail address' },
  { country: 'tn', from: 'en', to: 'fr', names: ['Français', 'English'], label: 'Adresse e-mail' },
] as const;

for (const { country, from, to, names, label } of countries) {
  test(`${country} lists its languages; choosing ${to} keeps the route and what was typed`, async ({
    page,
    context,
    axe,
  }) => {
    await page.goto(countryUrl(country, `/${from}/login`));
    await waitForIslands(page);
    const switcher = page.locator('header cine-language-switcher');
    await expect(switcher.getByRole('link')).toHaveText([...names]);
    await expect(switcher.locator(`a[lang="${from}"]`)).toHaveAttribute('aria-current', 'true');
    await axe.check();
    const form = loginForm(page);
    await form.login.fill('typed.before@cine.test');
    await switcher.locator(`a[lang="${to}"]`).click();
    await expect(page).toHaveURL(countryUrl(country, `/${to}/login`));
    await expect(page.locator('cine-login').getByLabel(label, { exact: true })).toHaveValue(
      'typed.before@cine.test',
    );
    await expect(switcher.locator(`a[lang="${to}"]`)).toHaveAttribute('aria-current', 'true');
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe(to);
    // Secure, but over plain http on *.localhost, where WebKit would refuse it.
    expect(cookie?.secure).toBe(!countryUrl(country, '/').startsWith('http:'));
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    await axe.check();
  });
}

test('on a marketing page the switcher changes every element in place', async ({ page, axe }) => {
  await page.goto(countryUrl('be', '/marketing.html'));
  await waitForIslands(page);
  const switcher = page.locator('header cine-language-switcher');
  await switcher.locator('a[lang="nl"]').click();
  await expect(page).toHaveURL(countryUrl('be', '/marketing.html'));
  await expect(page.locator('cine-user-menu').getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await axe.check();
});

test("changing an element's lang attribute re-renders its texts, and its root says the language", async ({
  page,
  axe,
}) => {
  await page.goto(countryUrl('ch', '/login-only.html'));
  await waitForIslands(page);
  const login = page.locator('cine-login');
  await login.evaluate((element) => element.setAttribute('lang', 'fr'));
  await expect(login.locator('[part="root"]')).toHaveAttribute('lang', 'fr');
  await expect(login.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await login.evaluate((element) => element.setAttribute('lang', 'de'));
  await expect(login.locator('[part="root"]')).toHaveAttribute('lang', 'de');
  await expect(login.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await axe.check();
});
