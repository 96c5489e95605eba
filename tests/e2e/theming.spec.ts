import { countryUrl, expect, test, waitForIslands } from './fixtures';

test('a token set on body themes every element on the page', async ({ page, axe }) => {
  await page.goto(countryUrl('ch', '/login-only.html'));
  await waitForIslands(page);
  const submit = page.locator('cine-login button[type="submit"]');
  // The Swiss default first.
  await expect(submit).toHaveCSS('background-color', 'rgb(200, 16, 46)');
  await page.addStyleTag({ content: 'body { --cine-color-accent: #1a5c2e; --cine-radius: 0px; }' });
  await expect(submit).toHaveCSS('background-color', 'rgb(26, 92, 46)');
  await expect(submit).toHaveCSS('border-top-left-radius', '0px');
  await axe.check();
});
