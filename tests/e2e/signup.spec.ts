import type { Locator, Page } from '@playwright/test';
import { E2E_PORT } from '../setup/ports';
import {
  type Country,
  countryUrl,
  demoAccount,
  expect,
  expectNoA11yViolations,
  test,
  waitForIslands,
} from './fixtures';
import { fillSignupStep2 } from './form-fills';

const PASSWORD = 'Popcorn-2026';
// The settings' validators.zipCode of each demo country.
const ZIP: Record<Country, string> = { ch: '1201', be: '1000', sn: '12500', tn: '1002' };
const newEmail = (tag: string) =>
  `signup.${tag}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

const signupOf = (scope: Page | ReturnType<Page['frameLocator']>) => scope.locator('cine-signup');
const stepHeading = (signup: Locator) => signup.locator('h2.signup__step-heading');

async function fillStep1(signup: Locator, email: string, password = PASSWORD) {
  await signup.locator('input[autocomplete="email"]').fill(email);
  await signup.locator('input[autocomplete="new-password"]').fill(password);
  const cinema = signup.locator('select[id$="-favoriteCinema"]');
  await expect(cinema.locator('option')).not.toHaveCount(1);
  await cinema.selectOption({ index: 1 });
  await signup.locator('button[type="submit"]').click();
}

async function fillStep2(signup: Locator, country: Country) {
  // Spaces around: the form trims them.
  await fillSignupStep2(signup, ` ${ZIP[country]} `, ['  Ada ', 'Lovelace ']);
  const captcha = signup.locator('[part="captcha-checkbox"]');
  if (await captcha.count()) await captcha.check();
  await signup.locator('button[type="submit"]').click();
}

async function openSignup(page: Page, country: Country, path: string): Promise<Locator> {
  await page.goto(countryUrl(country, path));
  await waitForIslands(page);
  return signupOf(page);
}

async function toStep3(signup: Locator, country: Country, email: string) {
  await fillStep1(signup, email);
  await fillStep2(signup, country);
  await expect(stepHeading(signup)).toContainText('3');
}

async function fillStep3(signup: Locator, code: string) {
  // Nobody is subscribed to a newsletter without ticking it.
  for (const box of await signup.locator('input[type="checkbox"]').all()) await expect(box).not.toBeChecked();
  await signup.locator('input[autocomplete="one-time-code"]').fill(code);
  await signup.locator('input[autocomplete="address-level2"]').fill('Genève');
  await signup.locator('button[type="submit"]').click();
}

const signups: [Country, string][] = [
  ['ch', 'de'],
  ['be', 'nl'],
  ['sn', 'fr'],
  ['tn', 'en'],
];

for (const [country, lang] of signups) {
  test(`a new customer signs up in ${country} (${lang}) and lands signed in on the dashboard`, async ({
    page,
    axe,
    outbox,
  }) => {
    const email = newEmail(country);
    await page.goto(countryUrl(country, `/${lang}/signup`));
    // Signup is a login, so the host page hears both events.
    await page.evaluate(() => {
      for (const type of ['cine-logged-in', 'cine-signed-up']) {
        document.addEventListener(type, (event) => {
          const user = (event as CustomEvent).detail?.user?.email ?? '';
          document.documentElement.dataset.heard = `${document.documentElement.dataset.heard ?? ''}${type}:${user} `;
        });
      }
    });
    await waitForIslands(page);
    const signup = signupOf(page);
    await expect(stepHeading(signup)).toContainText('1');
    await axe.check();

    await fillStep1(signup, `  ${email} `);
    await expect(stepHeading(signup)).toContainText('2');
    await expect(stepHeading(signup)).toBeFocused();
    await expect(page).toHaveTitle(/2/);
    await axe.check();

    await fillStep2(signup, country);
    await expect(stepHeading(signup)).toContainText('3');
    await expect(stepHeading(signup)).toBeFocused();
    await axe.check();

    const mail = await outbox.next(email, 'activation');
    await fillStep3(signup, mail.code ?? '');
    await expect(page).toHaveURL(countryUrl(country, `/${lang}`));
    await expect(page.locator('cine-dashboard')).toBeVisible();
    await axe.check();
    // The session cookie is written, the events fired with the member, the menu shows them.
    const heard = await page.evaluate(() => document.documentElement.dataset.heard ?? '');
    expect(heard).toContain(`cine-logged-in:${email}`);
    expect(heard).toContain(`cine-signed-up:${email}`);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'cine_session')).toBe(true);
    await expect(page.locator('cine-user-menu .user-menu__toggle')).toBeVisible();
    // The signup event, once, with no e-mail in it.
    const pushes = await page.evaluate(
      () => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [],
    );
    const signedUp = pushes.filter((push) => push.event === 'engagement');
    expect(signedUp).toEqual([
      expect.objectContaining({ category: 'inscription', action: 'creation de compte' }),
    ]);
    expect(JSON.stringify(pushes)).not.toContain(email);
    await page.reload();
    await waitForIslands(page);
    await expect(page).toHaveURL(countryUrl(country, `/${lang}`));
    await expect(page.locator('cine-dashboard')).toBeVisible();
  });
}

test('a wrong activation code keeps step 3 with the error at the field', async ({ page, axe, outbox }) => {
  const email = newEmail('wrong');
  const signup = await openSignup(page, 'ch', '/fr/signup');
  await toStep3(signup, 'ch', email);
  const { code } = await outbox.next(email, 'activation');
  await fillStep3(signup, code === '000000' ? '111111' : '000000');
  const field = signup.locator('input[autocomplete="one-time-code"]');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(signup.locator('.error-summary')).toBeFocused();
  await expect(stepHeading(signup)).toContainText('3');
  await expect(page).toHaveURL(/\/fr\/signup$/);
  await axe.check();
});

test('an e-mail that already has an account is told at step 1, with a link to sign in', async ({
  page,
  axe,
}) => {
  const signup = await openSignup(page, 'be', '/fr/signup');
  await fillStep1(signup, demoAccount('be').email);
  const email = signup.locator('input[autocomplete="email"]');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(stepHeading(signup)).toContainText('1');
  const link = signup.locator('.signup__taken a');
  await expect(link).toHaveAttribute('href', '/fr/login');
  await axe.check();
  await link.click();
  await expect(page).toHaveURL(countryUrl('be', '/fr/login'));
});

test('resending sends a new code that works; back and reload keep what was typed, never the password', async ({
  page,
  axe,
  outbox,
}) => {
  const email = newEmail('resend');
  const signup = await openSignup(page, 'tn', '/fr/signup');
  await toStep3(signup, 'tn', email);
  const first = await outbox.next(email, 'activation');

  // Back to step 1 with the keyboard-reachable Back button: nothing typed is lost (WCAG 3.3.7).
  await signup.getByRole('button', { name: 'Retour' }).click();
  await expect(signup.locator('input[autocomplete="family-name"]')).toHaveValue('Lovelace');
  await signup.getByRole('button', { name: 'Retour' }).click();
  await expect(signup.locator('input[autocomplete="email"]')).toHaveValue(email);
  const saved = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(saved).toContain(email);
  expect(saved).not.toContain(PASSWORD);

  await page.reload();
  await waitForIslands(page);
  await expect(signup.locator('input[autocomplete="email"]')).toHaveValue(email);
  await expect(signup.locator('input[autocomplete="new-password"]')).toHaveValue('');
  await toStep3(signup, 'tn', email);

  await signup.getByRole('button', { name: /nouveau code/ }).click();
  await expect(
    page.locator('[role="status"], [role="alert"]').filter({ hasText: /code/ }).first(),
  ).toBeVisible();
  const second = await outbox.next(email, 'activation');
  expect(second.id).not.toBe(first.id);
  await axe.check();
  await fillStep3(signup, second.code ?? '');
  await expect(page).toHaveURL(countryUrl('tn', '/fr'));
});

test('a signup reloaded on step 3 asks for the password and the human check again, then ends', async ({
  page,
  axe,
  outbox,
}) => {
  const email = newEmail('reload3');
  const signup = await openSignup(page, 'ch', '/fr/signup');
  await toStep3(signup, 'ch', email);
  const { code } = await outbox.next(email, 'activation');
  await page.reload();
  await waitForIslands(page);
  await expect(stepHeading(signup)).toContainText('3');
  const password = signup.locator('input[autocomplete="new-password"]');
  await expect(password).toHaveValue('');
  const check = signup.getByRole('checkbox', { name: /robot/ });
  await expect(check).not.toBeChecked();
  await axe.check();

  // Without the check, the form says so and sends nothing.
  await password.fill(PASSWORD);
  await signup.locator('input[autocomplete="one-time-code"]').fill(code ?? '');
  await signup.locator('button[type="submit"]').click();
  await expect(signup.getByRole('link', { name: /robot/ })).toBeVisible();
  await check.check();
  await signup.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(countryUrl('ch', '/fr'));
  // The progress kept for a reload is gone once the account exists.
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(email);
});

test('a first name of 100 characters is refused in the form, in French, and kept as typed', async ({
  page,
  axe,
}) => {
  const signup = await openSignup(page, 'ch', '/fr/signup');
  await fillStep1(signup, newEmail('long'));
  await expect(stepHeading(signup)).toContainText('2');
  const long = 'A'.repeat(100);
  await signup.locator('input[autocomplete="given-name"]').fill(long);
  await signup.locator('button[type="submit"]').click();
  await expect(signup.getByRole('link', { name: 'Utilisez au plus 80 caractères.' })).toBeVisible();
  await expect(signup.locator('input[autocomplete="given-name"]')).toHaveValue(long);
  await expect(stepHeading(signup)).toContainText('2');
  await axe.check();
});

test('signup-iframe posts LOGIN_SUCCESSFUL with the token to an allowed parent', async ({
  page,
  outbox,
  axe,
}) => {
  const partner = `http://partner.localhost:${E2E_PORT}`;
  await page.goto(`${partner}/iframe-host.html`);
  // The demo partner page embeds login-iframe; point its frame at signup-iframe instead.
  const src = `http://ch.localhost:${E2E_PORT}/en/signup-iframe?parent-origin=${encodeURIComponent(partner)}`;
  await page.locator('#account-frame').evaluate((frame, url) => frame.setAttribute('src', url), src);
  const signup = signupOf(page.frameLocator('#account-frame'));
  await expect(signup.locator('input[autocomplete="email"]')).toBeVisible();
  await waitForIslands(page);
  const email = newEmail('iframe');
  await toStep3(signup, 'ch', email);
  await axe.check();
  const { code } = await outbox.next(email, 'activation');
  await fillStep3(signup, code ?? '');
  const entry = page.locator('#message-log li', { hasText: 'LOGIN_SUCCESSFUL' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveAttribute('data-origin', `http://ch.localhost:${E2E_PORT}`);
  const data = JSON.parse((await entry.textContent())?.replace(/^\S+ /, '') ?? '{}');
  expect(data).toMatchObject({ code: 'LOGIN_SUCCESSFUL', success: true });
  expect(String(data.token).split('.')).toHaveLength(3);
});

test('m/signup sends the app the token as a webview login does, then close', async ({ page, outbox }) => {
  await page.addInitScript(() => {
    const sent: string[] = [];
    Object.assign(window, { __sent: sent, ReactNativeWebView: { postMessage: (m: string) => sent.push(m) } });
  });
  const signup = await openSignup(page, 'sn', '/m/fr/signup');
  const email = newEmail('webview');
  await toStep3(signup, 'sn', email);
  const { code } = await outbox.next(email, 'activation');
  await fillStep3(signup, code ?? '');
  const sent = () =>
    page.evaluate(() => (window as unknown as { __sent: string[] }).__sent.map((m) => JSON.parse(m)));
  await expect.poll(async () => (await sent()).map((message) => message.type)).toEqual(['loggedIn', 'close']);
  const [loggedIn] = await sent();
  expect(loggedIn).toMatchObject({ v: 1, type: 'loggedIn' });
  expect(String(loggedIn.payload.token).split('.')).toHaveLength(3);
});

test('an entity link prefills the names and e-mail; a broken one is shown and signup still works', async ({
  page,
}) => {
  await page.goto(countryUrl('ch', '/entity.html'));
  await page.locator('#entity-email').fill('prefilled@example.com');
  await page.locator('#entity-firstname').fill('Grace');
  await page.locator('#entity-lastname').fill('Hopper');
  await page.locator('#entity-lang').selectOption('en');
  await page.getByRole('button', { name: 'Make the link' }).click();
  await page.locator('#entity-link').click();
  await waitForIslands(page);
  const signup = signupOf(page);
  await expect(signup.locator('input[autocomplete="email"]')).toHaveValue('prefilled@example.com');
  await fillStep1(signup, 'prefilled@example.com');
  await expect(signup.locator('input[autocomplete="given-name"]')).toHaveValue('Grace');
  await expect(signup.locator('input[autocomplete="family-name"]')).toHaveValue('Hopper');

  // A new tab: progress kept for a reload lives in this tab's sessionStorage only.
  const tab = await page.context().newPage();
  const fresh = await openSignup(tab, 'ch', '/en/signup?entity=not-a-real-entity');
  await expect(fresh.locator('.notice--warning')).toBeVisible();
  await expectNoA11yViolations(tab);
  await fillStep1(fresh, newEmail('broken'));
  await expect(stepHeading(fresh)).toContainText('2');
});
