import { type Country, countryUrl, expect, login, test, waitForIslands } from './fixtures';

const cases: { country: Country; lang: string; firstName: string; signOut: string }[] = [
  { country: 'ch', lang: 'fr', firstName: 'Léa', signOut: 'Se déconnecter' },
  { country: 'be', lang: 'nl', firstName: 'Lotte', signOut: 'Afmelden' },
  { country: 'sn', lang: 'en', firstName: 'Awa', signOut: 'Sign out' },
  { country: 'tn', lang: 'fr', firstName: 'Youssef', signOut: 'Se déconnecter' },
];

for (const { country, lang, firstName, signOut } of cases) {
  test(`${country}/${lang}: the user menu signs the member out to the catalogue page`, async ({
    page,
    axe,
  }) => {
    await login(page, country, lang);
    await waitForIslands(page);
    const menu = page.locator('cine-user-menu');
    const toggle = menu.getByRole('button', { name: new RegExp(firstName) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await axe.check();
    await menu.getByRole('button', { name: signOut }).click();
    // Spec section 4 "Logout": the catalogue base URL plus the language.
    await expect(page).toHaveURL(countryUrl(country, `/catalogue/${lang}`));
    // A real page in the page's language, with the user menu now offering to sign in.
    await waitForIslands(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('catalogue-language')).toContainText(country.toUpperCase());
    await expect(page.locator('cine-user-menu').locator('a.user-menu__sign-in')).toBeVisible();
    await axe.check();
    await page.goto(countryUrl(country, `/${lang}`));
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
  });
}

test('the user menu closes with Escape and gives focus back to its button', async ({ page }) => {
  await login(page, 'ch', 'en');
  const menu = page.locator('cine-user-menu');
  const toggle = menu.getByRole('button', { name: /Léa/ });
  await toggle.click();
  await menu.getByRole('link', { name: 'My e-tickets' }).focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(menu.getByRole('link', { name: 'My e-tickets' })).toBeHidden();
});
