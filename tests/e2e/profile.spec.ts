import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { countryUrl, expect, loginForm, passCaptcha, test, waitForIslands } from './fixtures';
import { openAsNewMember } from './members';

const profileOf = (page: Page) => page.locator('cine-profile');

test('ch/de: details are saved, shown at once in the dashboard and the user menu, and kept after a reload', async ({
  page,
  outbox,
  axe,
}) => {
  await openAsNewMember(page, outbox, '/de/profile', { country: 'ch', firstName: 'Anna' });
  const profile = profileOf(page);
  await expect(profile.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
  await axe.check();
  // Bad input: a translated message at the field and in the summary; nothing typed is lost.
  await profile.getByLabel('Vorname').fill('Annemarie');
  await profile.getByLabel('Postleitzahl').fill('12');
  await profile.getByRole('button', { name: 'Meine Angaben speichern' }).click();
  await expect(profile.getByRole('alert').first()).toBeVisible();
  await expect(profile.getByLabel('Postleitzahl')).toHaveAttribute('aria-invalid', 'true');
  await expect(profile.getByLabel('Vorname')).toHaveValue('Annemarie');
  await axe.check();
  await profile.getByLabel('Postleitzahl').fill('8001');
  await profile.getByLabel('Ort', { exact: true }).fill('Zürich');
  await profile.getByRole('button', { name: 'Meine Angaben speichern' }).click();
  await expect(page.getByText('Ihre Änderungen wurden gespeichert.').first()).toBeVisible();
  // The user menu (another element) shows the new name without a reload.
  await expect(page.locator('cine-user-menu').getByRole('button', { name: /Annemarie/ })).toBeVisible();
  await page.reload();
  await waitForIslands(page);
  await expect(profileOf(page).getByLabel('Vorname')).toHaveValue('Annemarie');
  await expect(profileOf(page).getByLabel('Ort', { exact: true })).toHaveValue('Zürich');
  await page.goto(countryUrl('ch', '/de'));
  await expect(page.locator('cine-dashboard').getByRole('heading', { level: 1 })).toContainText('Annemarie');
});

test('be/nl: a wrong current password is refused in Dutch; the new one then signs in and the old one no longer does', async ({
  page,
  outbox,
  axe,
}) => {
  const member = await openAsNewMember(page, outbox, '/nl/profile', { country: 'be' });
  const profile = profileOf(page);
  const change = async (current: string, next: string) => {
    await profile.getByLabel('Huidig wachtwoord').fill(current);
    await profile.getByLabel('Nieuw wachtwoord', { exact: true }).fill(next);
    await profile.getByLabel('Bevestig het nieuwe wachtwoord').fill(next);
    await profile.getByRole('button', { name: 'Mijn wachtwoord wijzigen' }).click();
  };
  await change('Niet-het-wachtwoord-1', 'Bioscoop-2027');
  await expect(
    profile.getByRole('alert').filter({ hasText: 'We konden uw wachtwoord niet wijzigen' }),
  ).toBeVisible();
  await expect(profile.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveValue('Bioscoop-2027');
  await axe.check();
  await change(member.password, 'Bioscoop-2027');
  await expect(page.getByText('Uw wijzigingen zijn opgeslagen.').first()).toBeVisible();
  await expect(profile.getByLabel('Huidig wachtwoord')).toHaveValue('');
  // Signed out, the old password is refused and the new one signs in.
  await page.context().clearCookies();
  for (const [password, works] of [
    [member.password, false],
    ['Bioscoop-2027', true],
  ] as const) {
    await page.goto(countryUrl('be', '/nl/login'));
    const form = loginForm(page);
    await form.login.fill(member.email);
    await form.password.fill(password);
    await passCaptcha(form.element);
    await form.submit.click();
    if (works) await expect(page).toHaveURL(countryUrl('be', '/nl'));
    else await expect(form.element.getByRole('alert').first()).toBeVisible();
  }
});

test('sn/fr: newsletter choices are saved and kept after a reload', async ({ page, outbox }) => {
  await openAsNewMember(page, outbox, '/fr/profile', { country: 'sn' });
  const profile = profileOf(page);
  await profile.getByLabel('M’envoyer les newsletters').check();
  await profile.getByLabel('Offres et jeux concours').check();
  await profile.getByLabel('SMS').check();
  await profile.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(page.getByText('Vos modifications ont été enregistrées.').first()).toBeVisible();
  await page.reload();
  await waitForIslands(page);
  await expect(profileOf(page).getByLabel('M’envoyer les newsletters')).toBeChecked();
  await expect(profileOf(page).getByLabel('Offres et jeux concours')).toBeChecked();
  await expect(profileOf(page).getByLabel('Le programme de la semaine')).not.toBeChecked();
  await expect(profileOf(page).getByLabel('SMS')).toBeChecked();
});

test('ch/fr: "download my data" saves a dated JSON file of everything the API holds about the member', async ({
  page,
}) => {
  await page.goto(countryUrl('ch', '/fr/login'));
  const form = loginForm(page);
  await form.login.fill('demo.ch@cine.test');
  await form.password.fill('Popcorn-2026');
  await passCaptcha(form.element);
  await form.submit.click();
  await expect(page).toHaveURL(countryUrl('ch', '/fr'));
  await page.goto(countryUrl('ch', '/fr/profile'));
  await waitForIslands(page);
  const downloaded = page.waitForEvent('download');
  await profileOf(page).getByRole('button', { name: 'Télécharger mes données' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^cine-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(data.account).toMatchObject({ email: 'demo.ch@cine.test', firstName: 'Léa' });
  expect(data.favoriteCinemas.length).toBeGreaterThan(0);
  expect(data.newsletters.newsletters.length).toBeGreaterThan(0);
  expect(data.shows.length).toBeGreaterThanOrEqual(100);
  expect(data.orders.length).toBeGreaterThan(0);
  expect(data.pointsHistory.pointsEarned.length).toBeGreaterThan(0);
  expect(data.offers.length).toBeGreaterThan(0);
  expect(JSON.stringify(data)).not.toMatch(/password|eyJ/);
});

test('tn/fr: deleting the account asks the password in a dialog, shows a refusal as text, then logs out for good', async ({
  page,
  outbox,
  axe,
}) => {
  const member = await openAsNewMember(page, outbox, '/fr/profile', { country: 'tn' });
  const profile = profileOf(page);
  const start = profile.getByRole('button', { name: 'Supprimer mon compte…' });
  await start.click();
  const dialog = profile.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Votre mot de passe')).toBeFocused();
  await axe.check();
  // Escape closes and gives focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(start).toBeFocused();
  await start.click();
  await dialog.getByLabel('Votre mot de passe').fill('Pas-le-bon-1');
  await passCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Votre compte n’a pas été supprimé');
  await axe.check();
  await dialog.getByLabel('Votre mot de passe').fill(member.password);
  await passCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page).toHaveURL(countryUrl('tn', '/catalogue/fr'));
  // The account is gone: signing in with it fails.
  await page.goto(countryUrl('tn', '/fr/login'));
  const form = loginForm(page);
  await form.login.fill(member.email);
  await form.password.fill(member.password);
  await passCaptcha(form.element);
  await form.submit.click();
  await expect(form.element.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/login/);
});
