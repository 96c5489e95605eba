import { countryUrl, expect, test, waitForIslands } from './fixtures';
import { openAsNewMember } from './members';

test('be/nl: add a favourite with the keyboard, make it main, remove one; the cookie and the dashboard follow', async ({
  page,
  outbox,
  axe,
}) => {
  await openAsNewMember(page, outbox, '/nl/profile#favorite-cinemas', { country: 'be' });
  const section = page.locator('cine-profile').locator('#favorite-cinemas');
  const items = section.locator('[part="cinema"]');
  await expect(items).toHaveCount(1);
  const first = (await items.first().getByRole('link').textContent()) ?? '';
  const picker = section.getByRole('combobox', { name: 'Een bioscoop toevoegen' });
  await picker.fill('gent');
  await expect(section.getByRole('option')).toHaveText(['Cine Gent Dok (Gent)']);
  await axe.check();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue('Cine Gent Dok');
  await section.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(items).toHaveCount(2);
  await expect(section.getByRole('status').first()).toContainText('Cine Gent Dok is toegevoegd');
  await expect(picker).toBeFocused();
  // No match says so.
  await picker.fill('Paris');
  await expect(section.getByText('Geen bioscoop gevonden.')).toBeVisible();
  await picker.press('Escape');
  await picker.press('Escape');
  await section.getByRole('button', { name: 'Als hoofdbioscoop kiezen: Cine Gent Dok' }).click();
  await expect(items.first()).toContainText('Cine Gent Dok');
  await expect(items.first()).toContainText('Hoofdbioscoop');
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'cine_fav')?.value)
    .toMatch(/^be-gent-dok%2C/);
  await section.getByRole('button', { name: `Verwijderen: ${first}` }).click();
  await expect(items).toHaveCount(1);
  await page.goto(countryUrl('be', '/nl'));
  await waitForIslands(page);
  const main = page.locator('cine-dashboard').locator('[part="main-cinema"]');
  await expect(main.getByRole('link', { name: 'Cine Gent Dok' })).toBeVisible();
  await main.getByRole('link', { name: 'Cine Gent Dok' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cine Gent Dok');
});

test('ch/fr: with no favourite left, the dashboard invites to choose one and leads to the picker', async ({
  page,
  outbox,
}) => {
  await openAsNewMember(page, outbox, '/fr/profile', { country: 'ch' });
  const section = page.locator('cine-profile').locator('#favorite-cinemas');
  await section.getByRole('button', { name: /^Retirer / }).click();
  await expect(section.getByText('Vous n’avez pas encore de cinéma favori.')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'cine_fav')).toBeUndefined();
  await page.goto(countryUrl('ch', '/fr'));
  await waitForIslands(page);
  const main = page.locator('cine-dashboard').locator('[part="main-cinema"]');
  await main.getByRole('link', { name: 'Choisir mon cinéma' }).click();
  await expect(page).toHaveURL(/\/fr\/profile#favorite-cinemas$/);
  await expect(
    page.locator('cine-profile').getByRole('heading', { name: 'Mes cinémas favoris' }),
  ).toBeFocused();
});
