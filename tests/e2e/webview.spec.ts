import { countryUrl, demoAccount, expect, loginForm, passCaptcha, test, waitForIslands } from './fixtures';

test('in a webview the token goes to the app through the injected bridge', async ({ page, axe }) => {
  await page.goto(countryUrl('tn', '/webview.html'));
  await waitForIslands(page);
  await axe.check();
  const form = loginForm(page);
  await form.login.fill(demoAccount('tn').email);
  await form.password.fill(demoAccount('tn').password);
  await passCaptcha(form.element);
  await form.submit.click();
  const entry = page.locator('#bridge-log li', { hasText: 'loggedIn' });
  await expect(entry).toHaveCount(1);
  const envelope = JSON.parse((await entry.textContent()) ?? '{}');
  expect(envelope).toMatchObject({ v: 1, type: 'loggedIn' });
  // The page stays put: the app takes over from the message.
  await expect(page).toHaveURL(countryUrl('tn', '/webview.html'));
  await axe.check();
});
