import { E2E_PORT } from '../setup/ports';
import { demoAccount, expect, passCaptcha, test, waitForIslands } from './fixtures';

const hostPage = (host: string) => `http://${host}.localhost:${E2E_PORT}/iframe-host.html`;

async function signInInFrame(page: import('@playwright/test').Page) {
  const frame = page.frameLocator('#account-frame');
  const form = frame.locator('cine-login');
  await form.locator('input[autocomplete="username"]').fill(demoAccount('ch').email);
  await form.locator('input[autocomplete="current-password"]').fill(demoAccount('ch').password);
  await passCaptcha(form);
  await form.locator('button[type="submit"]').click();
  return form;
}

test('a partner page on another origin (partner.localhost, allowlisted) receives LOGIN_SUCCESSFUL with a token from the login iframe', async ({
  page,
  axe,
}) => {
  await page.goto(hostPage('partner'));
  await waitForIslands(page);
  await axe.check();
  await signInInFrame(page);
  const entry = page.locator('#message-log li', { hasText: 'LOGIN_SUCCESSFUL' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveAttribute('data-origin', `http://ch.localhost:${E2E_PORT}`);
  const data = JSON.parse((await entry.textContent())?.replace(/^\S+ /, '') ?? '{}');
  expect(data).toMatchObject({ code: 'LOGIN_SUCCESSFUL', success: true });
  expect(data.token.split('.')).toHaveLength(3);
  await axe.check();
});

test('a page on an origin that is not on the allowlist (evil.localhost) receives nothing', async ({
  page,
}) => {
  await page.goto(hostPage('evil'));
  await waitForIslands(page);
  await signInInFrame(page);
  // Give a wrongly posted message every chance to arrive before asserting there is none.
  await page.waitForTimeout(1500);
  await expect(page.locator('#message-log li')).toHaveCount(0);
});
