import {
  clearFault,
  countryUrl,
  demoAccount,
  expect,
  loginForm,
  passCaptcha,
  setFault,
  test,
  waitForIslands,
} from './fixtures';

// Load, in the browser: an API that answers "busy" (503, as the demo's in-flight limit
// does; `npm run load` drives that limit) gets a translated "try again in a moment", the input stays,
// and the same submit works once the API has room again, without a reload.

const BUSY = {
  fr: { country: 'ch', text: 'Notre service est très sollicité' },
  de: { country: 'ch', text: 'Unser Dienst ist gerade ausgelastet' },
  en: { country: 'be', text: 'Our service is busy right now' },
  nl: { country: 'be', text: 'Het is momenteel erg druk' },
} as const;

for (const [lang, { country, text }] of Object.entries(BUSY)) {
  test(`login answered "busy" in ${lang}: says so, keeps the input, works once the API has room`, async ({
    page,
    context,
    axe,
  }) => {
    await setFault(context, 'login:503', country);
    await page.goto(countryUrl(country, `/${lang}/login`));
    await waitForIslands(page);
    const form = loginForm(page);
    const { email, password } = demoAccount(country);
    await form.login.fill(email);
    await form.password.fill(password);
    await passCaptcha(form.element);
    await form.submit.click();
    const toast = page.getByRole('alert').filter({ hasText: text });
    await expect(toast).toBeVisible();
    await expect(form.login).toHaveValue(email);
    await expect(form.password).toHaveValue(password);
    // Read before the accessibility check: on busy cores the toast may have timed out by its end.
    const said = ((await toast.textContent()) ?? '').replace(/\s+/g, ' ');
    await axe.check();
    console.log(`[load] busy login (${lang}): "${said}"`);

    await clearFault(context);
    await passCaptcha(form.element);
    await form.submit.click();
    await expect(page).toHaveURL(countryUrl(country, `/${lang}`), { timeout: 20_000 });
  });
}

test('forgotten password answered "busy": says so in the form, and the same request then goes through', async ({
  page,
  context,
  axe,
}) => {
  await setFault(context, 'forgotten-password:503,reset-password:503', 'ch');
  await page.goto(countryUrl('ch', '/fr/forgotten-password'));
  await waitForIslands(page);
  const element = page.locator('cine-forgotten-password');
  const email = element.locator('input[autocomplete="email"]');
  await email.fill(demoAccount('ch').email);
  await passCaptcha(element);
  const send = element.locator('button[type="submit"]');
  await send.click();
  await expect(element.getByText(BUSY.fr.text)).toBeVisible();
  await expect(email).toHaveValue(demoAccount('ch').email);
  await axe.check();

  await clearFault(context);
  await passCaptcha(element);
  await send.click();
  await expect(element.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(email).toHaveCount(0);
});
