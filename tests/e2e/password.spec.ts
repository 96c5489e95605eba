import type { FrameLocator, Locator, Page } from '@playwright/test';
import { E2E_PORT } from '../setup/ports';
import { countryUrl, expect, loginForm, passCaptcha, test, waitForIslands } from './fixtures';
import { createMember } from './members';

const NEW_PASSWORD = 'Ticket-Reset-42';
const newEmail = (tag: string) => `reset.${tag}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

const forgottenOf = (scope: Page | FrameLocator) => scope.locator('cine-forgotten-password');
const resetOf = (page: Page) => page.locator('cine-reset-password');

async function askReset(element: Locator, email: string): Promise<void> {
  await element.locator('input[autocomplete="email"]').fill(email);
  await passCaptcha(element);
  await element.getByRole('button', { name: 'Send the link' }).click();
}

async function setNewPassword(element: Locator, password: string): Promise<void> {
  const fields = element.locator('input[autocomplete="new-password"]');
  await fields.nth(0).fill(password);
  await fields.nth(1).fill(password);
  await passCaptcha(element);
  await element.getByRole('button', { name: 'Save the new password' }).click();
}

test('a member asks for a link, sets a new password from the e-mail and signs in with it; the link then says it was used', async ({
  page,
  outbox,
  axe,
  consoleErrors,
}) => {
  const email = newEmail('loop');
  await createMember(page, outbox, { email });

  await page.goto(countryUrl('ch', '/en/forgotten-password'));
  await waitForIslands(page);
  await axe.check();
  const forgotten = forgottenOf(page);
  await askReset(forgotten, `  ${email} `);
  await expect(forgotten.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeFocused();
  await axe.check();

  const { link } = await outbox.next(email, 'reset-password');
  expect(link).toMatch(/\/en\/reset-password\?token=/);
  await page.goto(link ?? '');
  await waitForIslands(page);
  const reset = resetOf(page);
  await reset.locator('input[autocomplete="new-password"]').first().fill('short');
  await expect(reset.locator('li[data-met="true"]')).toHaveCount(1);
  await axe.check();
  await setNewPassword(reset, NEW_PASSWORD);
  const done = reset.getByRole('heading', { level: 1, name: 'Your password has been changed' });
  await expect(done).toBeFocused();
  await axe.check();

  await reset.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(countryUrl('ch', '/en/login'));
  await waitForIslands(page);
  const form = loginForm(page);
  await form.login.fill(email);
  await form.password.fill(NEW_PASSWORD);
  await passCaptcha(page.locator('cine-login'));
  await form.submit.click();
  await expect(page).toHaveURL(countryUrl('ch', '/en'));

  // The same link a second time: single use.
  await page.goto(link ?? '');
  await waitForIslands(page);
  await setNewPassword(resetOf(page), 'Another-Pass-7');
  const expired = resetOf(page).getByRole('heading', {
    level: 1,
    name: 'This link has expired or was already used',
  });
  await expect(expired).toBeFocused();
  await expect(resetOf(page).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/en/forgotten-password',
  );
  await axe.check();
  // Chromium logs the used link's 400 answer; nothing else may go wrong.
  expect(consoleErrors.filter((e) => !e.includes('400 (Bad Request) (http://ch.localhost'))).toEqual([]);
});

test('an unknown e-mail gets the very same answer and no e-mail is sent', async ({ page, outbox, axe }) => {
  const email = newEmail('unknown');
  await page.goto(countryUrl('be', '/en/forgotten-password'));
  await waitForIslands(page);
  await askReset(forgottenOf(page), email);
  await expect(forgottenOf(page).getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(forgottenOf(page).getByRole('status')).toHaveText(
    `If an account exists for ${email}, we have sent an e-mail to that address with a link to choose a new password. The link is valid for one hour and works only once.`,
  );
  await axe.check();
  expect(await outbox.list(email)).toEqual([]);
});

test('a reset link without its token explains itself and offers a new request', async ({ page, axe }) => {
  await page.goto(countryUrl('sn', '/fr/reset-password'));
  await waitForIslands(page);
  await expect(resetOf(page).getByRole('heading', { level: 1 })).toHaveText(
    'Ce lien de réinitialisation est incomplet',
  );
  await expect(resetOf(page).getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
  await axe.check();
});

test('forgotten-password-iframe posts ASK_RESET_PASSWORD_SUCCESSFUL to an allowed parent', async ({
  page,
  axe,
}) => {
  const partner = `http://partner.localhost:${E2E_PORT}`;
  await page.goto(`${partner}/iframe-host.html`);
  const query = new URLSearchParams({ 'parent-origin': partner });
  const src = countryUrl('ch', `/en/forgotten-password-iframe?${query}`);
  await page.locator('#account-frame').evaluate((frame, url) => frame.setAttribute('src', url), src);
  await waitForIslands(page);
  const forgotten = forgottenOf(page.frameLocator('#account-frame'));
  await askReset(forgotten, newEmail('iframe'));
  await expect(forgotten.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  const entry = page.locator('#message-log li', { hasText: 'ASK_RESET_PASSWORD_SUCCESSFUL' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveAttribute('data-origin', `http://ch.localhost:${E2E_PORT}`);
  const data = JSON.parse((await entry.textContent())?.replace(/^\S+ /, '') ?? '{}');
  expect(data).toMatchObject({ code: 'ASK_RESET_PASSWORD_SUCCESSFUL', success: true });
  await axe.check();
});
