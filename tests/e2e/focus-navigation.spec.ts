import type { Page } from '@playwright/test';
import {
  countryUrl,
  demoAccount,
  expect,
  login,
  passCaptcha,
  signIn,
  test,
  waitForIslands,
} from './fixtures';

// After each in-app navigation a screen reader starts at the new screen's h1.
const h1Of = (page: Page, tag: string) => page.locator(tag).getByRole('heading', { level: 1 });

// What the customer's screen reader is on: the focused element inside the open shadow roots.
const focusedTag = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.localName;
  });

// An in-app navigation the screens do not offer as a link (the guards' own redirects).
const routeTo = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const openLogin = async (page: Page) => {
  await page.goto(countryUrl('ch', '/fr/login'));
  await waitForIslands(page);
};
const forgottenLink = (page: Page) =>
  page.locator('cine-login').getByRole('link', { name: /^Mot de passe oublié/ });

test('account site: "Mot de passe oublié ?" focuses the new h1 after the title changed; the first load does not move focus', async ({
  page,
  axe,
}) => {
  await openLogin(page);
  expect(await focusedTag(page)).toBe('body');
  await forgottenLink(page).click();
  await expect(h1Of(page, 'cine-forgotten-password')).toBeFocused();
  await expect(h1Of(page, 'cine-forgotten-password')).toHaveText(/^Mot de passe oublié/);
  await expect(page).toHaveTitle(/^Mot de passe oublié/);
  await axe.check();
});

test('account site: links back and on, and Back, each focus the new h1', async ({ page, axe }) => {
  await openLogin(page);
  await forgottenLink(page).click();
  await expect(h1Of(page, 'cine-forgotten-password')).toBeFocused();
  await page
    .locator('cine-forgotten-password')
    .getByRole('link', { name: /connexion/ })
    .click();
  await expect(h1Of(page, 'cine-login')).toBeFocused();
  await page.locator('cine-login').getByRole('link', { name: 'Créer un compte' }).click();
  await expect(h1Of(page, 'cine-signup')).toBeFocused();
  await axe.check();
  await page.goBack();
  await expect(page).toHaveURL(countryUrl('ch', '/fr/login'));
  await expect(h1Of(page, 'cine-login')).toBeFocused();
});

test('account site: a guard redirect and an unknown path focus the new h1', async ({ page, axe }) => {
  await openLogin(page);
  await forgottenLink(page).click();
  await expect(h1Of(page, 'cine-forgotten-password')).toBeFocused();
  // A member page asked for while signed out: the guard sends the customer to sign in.
  await routeTo(page, '/fr/e-tickets');
  await expect(page).toHaveURL(/\/fr\/login\?/);
  await expect(h1Of(page, 'cine-login')).toBeFocused();
  await routeTo(page, '/fr/nowhere');
  await expect(h1Of(page, 'cine-account')).toBeFocused();
  await axe.check();
});

test('account site: the guard redirect of a first load leaves focus on the page; signing in focuses the h1 of the page asked for', async ({
  page,
}) => {
  await page.goto(countryUrl('ch', '/fr/e-tickets'));
  await expect(page).toHaveURL(/\/fr\/login\?/);
  await waitForIslands(page);
  expect(await focusedTag(page)).toBe('body');

  await signIn(page, demoAccount('ch'));
  await expect(page).toHaveURL(countryUrl('ch', '/fr/e-tickets'));
  await expect(h1Of(page, 'cine-tickets')).toBeFocused();
  await expect(page).toHaveTitle(/billets/i);
});

test("account site signed in: the dashboard's links and the already-signed-in link focus the new h1", async ({
  page,
  axe,
}) => {
  await login(page, 'ch', 'fr');
  // Signing in lands on the dashboard: its greeting is where the screen reader starts.
  await expect(h1Of(page, 'cine-dashboard')).toBeFocused();
  await page.goto(countryUrl('ch', '/fr/forgotten-password'));
  await waitForIslands(page);
  // Signed in, the recovery screen offers the way to the account.
  await page
    .locator('cine-forgotten-password')
    .getByRole('link', { name: /mon compte/ })
    .click();
  await expect(h1Of(page, 'cine-dashboard')).toBeFocused();
  await axe.check();

  await page.locator('cine-dashboard').locator('a.section-links__link').filter({ hasText: 'profil' }).click();
  await expect(h1Of(page, 'cine-profile')).toBeFocused();
  await axe.check();
});

test('webview page: the recovery sent state focuses its h1 (a step inside the element); no route, no focus on load', async ({
  page,
  axe,
}) => {
  await page.goto(countryUrl('ch', '/m/fr/forgotten-password'));
  await waitForIslands(page);
  expect(await focusedTag(page)).toBe('body');
  const element = page.locator('cine-forgotten-password');
  await element.locator('input[autocomplete="email"]').fill(demoAccount('ch').email);
  await passCaptcha(element);
  await element.locator('button[type="submit"]').click();
  await expect(element.getByRole('heading', { level: 1, name: /boîte de réception/ })).toBeFocused();
  await axe.check();
});

test('marketing page: the elements take no focus as they load', async ({ page }) => {
  await page.goto(countryUrl('ch', '/marketing.html'));
  await waitForIslands(page);
  expect(await focusedTag(page)).toBe('body');
});
