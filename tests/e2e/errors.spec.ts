import {
  countryUrl,
  demoAccount,
  expect,
  loginForm,
  passCaptcha,
  setFault,
  test,
  waitForIslands,
} from './fixtures';

const faults = [
  { fault: 'login:500', lang: 'fr', text: 'Une erreur' },
  { fault: 'login:malformed', lang: 'en', text: 'An error occurred' },
];

for (const { fault, lang, text } of faults) {
  test(`${fault}: a translated error toast, and the form keeps what was typed`, async ({
    page,
    context,
    axe,
  }) => {
    await setFault(context, fault, 'ch');
    await page.goto(countryUrl('ch', `/${lang}/login`));
    await waitForIslands(page);
    const form = loginForm(page);
    const { email, password } = demoAccount('ch');
    await form.login.fill(email);
    await form.password.fill(password);
    await passCaptcha(form.element);
    await form.submit.click();
    const toast = page.getByRole('alert').filter({ hasText: text });
    await expect(toast).toBeVisible();
    await expect(toast).not.toContainText('Error.API');
    await expect(form.login).toHaveValue(email);
    await expect(form.password).toHaveValue(password);
    await expect(page).toHaveURL(countryUrl('ch', `/${lang}/login`));
    await axe.check();
  });
}
