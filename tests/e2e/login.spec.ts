import type { Locator, Page } from '@playwright/test';
import {
  type Country,
  countryUrl,
  demoAccount,
  expect,
  loginForm,
  passCaptcha,
  test,
  waitForIslands,
} from './fixtures';

/** Fills and submits the login form with the mouse-free helpers of Playwright. */
async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page);
  await expect(form.login).toBeEditable();
  await form.login.fill(email);
  await form.password.fill(password);
  await passCaptcha(form.element);
  await form.submit.click();
}

/** Presses Tab until `target` has focus (open shadow roots included); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 25): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el.matches(':focus'))) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

// One language per country, so every locale and every country theme is signed into once.
const cases: { country: Country; lang: string; greeting: string }[] = [
  { country: 'ch', lang: 'de', greeting: 'Hallo Léa' },
  { country: 'be', lang: 'nl', greeting: 'Hallo Lotte' },
  { country: 'sn', lang: 'fr', greeting: 'Bonjour Awa' },
  { country: 'tn', lang: 'en', greeting: 'Hello Youssef' },
];

for (const { country, lang, greeting } of cases) {
  test(`${country}/${lang}: a member signs in and lands on the dashboard greeting them`, async ({
    page,
    axe,
    consoleErrors,
  }) => {
    await page.goto(countryUrl(country, `/${lang}/login`));
    await waitForIslands(page);
    await expect(page).toHaveTitle(/·/);
    await axe.check();
    const account = demoAccount(country);
    await submitLogin(page, `  ${account.email} `, account.password);
    await expect(page).toHaveURL(countryUrl(country, `/${lang}`));
    await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
    await expect(page.locator('cine-dashboard').getByRole('img').first()).toBeVisible();
    await axe.check();
    expect(consoleErrors).toEqual([]);
  });
}

test('wrong credentials show an inline message at the top, focused, and keep the e-mail', async ({
  page,
  axe,
}) => {
  await page.goto(countryUrl('ch', '/en/login'));
  await submitLogin(page, demoAccount('ch').email, 'not-the-password');
  const message = page.locator('cine-login').getByText('Wrong e-mail address or password');
  await expect(message).toBeVisible();
  await expect(page.locator('cine-login :focus')).toContainText('Wrong e-mail address or password');
  await expect(loginForm(page).login).toHaveValue(demoAccount('ch').email);
  await axe.check();
});

test('an empty or malformed form gets a translated error summary linking to the fields', async ({
  page,
  axe,
}) => {
  await page.goto(countryUrl('ch', '/fr/login'));
  const form = loginForm(page);
  await form.login.fill('pas-un-email');
  await form.submit.click();
  const summary = page.locator('cine-login').getByRole('link', { name: /adresse e-mail valide/ });
  await expect(summary).toBeVisible();
  await expect(form.login).toHaveAttribute('aria-invalid', 'true');
  await summary.click();
  await expect(form.login).toBeFocused();
  await axe.check();
});

test('a keyboard-only member signs in', async ({ page }) => {
  await page.goto(countryUrl('sn', '/fr/login'));
  await waitForIslands(page);
  const form = loginForm(page);
  const account = demoAccount('sn');
  await tabTo(page, form.login);
  await page.keyboard.type(account.email);
  await tabTo(page, form.password);
  await page.keyboard.type(account.password);
  const captcha = page.locator('cine-login').getByRole('checkbox');
  if (await captcha.count()) {
    await tabTo(page, captcha.first());
    await page.keyboard.press('Space');
  }
  await tabTo(page, form.submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Awa' })).toBeVisible();
});

test('the sign-in form on the marketing page signs in and fills the header menu', async ({ page, axe }) => {
  await page.goto(countryUrl('be', '/marketing.html'));
  await waitForIslands(page);
  await expect(page.locator('cine-user-menu').getByRole('link', { name: /sign in/i })).toBeVisible();
  await axe.check();
  await submitLogin(page, demoAccount('be').email, demoAccount('be').password);
  await expect(page.locator('cine-user-menu').getByRole('button', { name: /Lotte/ })).toBeVisible();
});

test('the forgotten-password and signup links go to the account routes', async ({ page }) => {
  await page.goto(countryUrl('tn', '/en/login'));
  const links = page.locator('cine-login');
  await expect(links.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute(
    'href',
    '/en/forgotten-password',
  );
  await expect(links.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en/signup');
});
