import type { Page } from '@playwright/test';
import { countryUrl, expect, passCaptcha, test, waitForIslands } from './fixtures';
import { createMember, openAsNewMember, signInAs } from './members';

// Stands in for the native app: a React Native bridge recording each envelope.
async function fakeBridge(
  page: Page,
): Promise<() => Promise<{ v: number; type: string; payload: unknown }[]>> {
  await page.addInitScript(() => {
    const sent: string[] = [];
    Object.assign(window, { __sent: sent, ReactNativeWebView: { postMessage: (m: string) => sent.push(m) } });
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { __sent: string[] }).__sent)).map((m) => JSON.parse(m));
}

test('webview m/fr/profile/user-infos: the details form alone, saved in place', async ({
  page,
  outbox,
  axe,
}) => {
  const member = await createMember(page, outbox, { country: 'sn', firstName: 'Fatou' });
  await signInAs(page, member);
  await fakeBridge(page);
  await page.goto(countryUrl('sn', '/m/fr/profile/user-infos'));
  await waitForIslands(page);
  const profile = page.locator('cine-profile');
  await expect(profile.getByRole('heading', { level: 2 })).toHaveText([
    'Mes informations',
    'Supprimer mon compte',
  ]);
  await expect(profile.getByRole('navigation')).toHaveCount(0);
  await axe.check();
  await profile.getByLabel('Nom', { exact: true }).fill('Ndiaye');
  await profile.getByRole('button', { name: 'Enregistrer mes informations' }).click();
  await expect(page.getByText('Vos modifications ont été enregistrées.').first()).toBeVisible();
  await page.reload();
  await waitForIslands(page);
  await expect(page.locator('cine-profile').getByLabel('Nom', { exact: true })).toHaveValue('Ndiaye');
});

test('webview m/de/profile/update-password: the password form alone', async ({ page, outbox, axe }) => {
  const member = await createMember(page, outbox, { country: 'ch' });
  await signInAs(page, member);
  await fakeBridge(page);
  await page.goto(countryUrl('ch', '/m/de/profile/update-password'));
  await waitForIslands(page);
  const profile = page.locator('cine-profile');
  await expect(profile.getByRole('heading', { level: 1 })).toHaveText('Mein Passwort ändern');
  await expect(profile.getByLabel('Vorname')).toHaveCount(0);
  await axe.check();
  await profile.getByLabel('Aktuelles Passwort').fill(member.password);
  await profile.getByLabel('Neues Passwort', { exact: true }).fill('Kinoabend-2027');
  await profile.getByLabel('Neues Passwort bestätigen').fill('Kinoabend-2027');
  await profile.getByRole('button', { name: 'Mein Passwort ändern' }).click();
  await expect(page.getByText('Ihre Änderungen wurden gespeichert.').first()).toBeVisible();
});

test('webview: a deleted account is confirmed to the app with confirmDeleteAccount', async ({
  page,
  outbox,
}) => {
  const member = await createMember(page, outbox, { country: 'tn' });
  await signInAs(page, member);
  // The demo page brings its own fake bridge, which lists what it receives.
  await page.goto(countryUrl('tn', '/webview-profile.html'));
  await waitForIslands(page);
  const profile = page.locator('cine-profile');
  await profile
    .getByRole('button', { name: /Supprimer mon compte|Delete my account/ })
    .first()
    .click();
  const dialog = profile.getByRole('dialog');
  await dialog.locator('input[type="password"]').fill(member.password);
  await passCaptcha(dialog);
  await dialog.getByRole('button', { name: /définitivement|for good/ }).click();
  await expect(page.locator('#bridge-log li')).toHaveText([
    '{"v":1,"type":"confirmDeleteAccount","payload":null}',
  ]);
  await expect(dialog).toBeHidden();
});

test('webview m/fr/profile/user-infos: deletion is offered and confirmed to the app', async ({
  page,
  outbox,
  axe,
}) => {
  const member = await createMember(page, outbox, { country: 'sn' });
  await signInAs(page, member);
  const sent = await fakeBridge(page);
  await page.goto(countryUrl('sn', '/m/fr/profile/user-infos'));
  await waitForIslands(page);
  const profile = page.locator('cine-profile');
  await profile.getByRole('button', { name: 'Supprimer mon compte…' }).click();
  const dialog = profile.getByRole('dialog');
  await dialog.locator('input[type="password"]').fill(member.password);
  await passCaptcha(dialog);
  await axe.check();
  await dialog.getByRole('button', { name: /définitivement/ }).click();
  await expect
    .poll(async () => (await sent()).map((message) => message.type))
    .toEqual(['confirmDeleteAccount']);
  await expect(dialog).toBeHidden();
});

test('marketing page: the member elements invite a visitor to sign in, then share one session', async ({
  page,
  outbox,
  axe,
}) => {
  await page.goto(countryUrl('be', '/member.html'));
  await waitForIslands(page);
  await expect(
    page.locator('cine-dashboard').getByRole('link', { name: /Sign in|Se connecter|Aanmelden/ }),
  ).toBeVisible();
  await axe.check();
  await openAsNewMember(page, outbox, '/member.html', { country: 'be', firstName: 'Jan' });
  const dashboard = page.locator('cine-dashboard');
  const profile = page.locator('cine-profile');
  await expect(dashboard.getByRole('heading', { level: 1 })).toContainText('Jan');
  await axe.check();
  await profile.getByLabel(/First name|Prénom|Voornaam/).fill('Janneke');
  await profile
    .getByRole('button', { name: /Save my details|Enregistrer mes informations|Mijn gegevens opslaan/ })
    .click();
  // Another element on the page shows the new name at once.
  await expect(dashboard.getByRole('heading', { level: 1 })).toContainText('Janneke');
});
