import { countryUrl, expect, login, test, waitForIslands } from './fixtures';
import { createMember, signInAs } from './members';

test('the loyalty pop-in: a modal that traps focus, closes with Escape, and stays closed after a reload', async ({
  page,
  outbox,
  axe,
}) => {
  const member = await createMember(page, outbox, { country: 'ch', firstName: 'Mia' });
  // The account asks for the pop-in (as the chain's back office would).
  const status = await page.evaluate(async (token) => {
    const xsrf = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '';
    const response = await fetch('/api/en/accounts/me/update', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf },
      body: JSON.stringify({ isLoyaltyPopinDisplayed: true }),
    });
    return response.status;
  }, member.token);
  expect(status).toBe(200);
  await signInAs(page, member);
  await page.goto(countryUrl('ch', '/en'));
  await waitForIslands(page);
  const dialog = page
    .locator('cine-dashboard')
    .getByRole('dialog', { name: 'Collect points with every visit' });
  await expect(dialog).toBeVisible();
  await axe.check();
  // Focus starts inside; the page behind is inert, so Tab never reaches anything outside the dialog.
  const focusIsInside = () =>
    dialog.evaluate((d) => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return !active || active === document.body || d.contains(active);
    });
  expect(await dialog.evaluate((d) => d.contains((d.getRootNode() as ShadowRoot).activeElement))).toBe(true);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await waitForIslands(page);
  await expect(page.locator('cine-dashboard').getByRole('heading', { level: 1 })).toContainText('Mia');
  await expect(page.locator('cine-dashboard').getByRole('dialog')).toHaveCount(0);
});

test.describe('the privacy pop-in', () => {
  test.use({ privacyPopin: 'shown' });

  test('be/fr: shown on the dashboard where displayMyPrivacy asks for it, closed with its button', async ({
    page,
    axe,
  }) => {
    await login(page, 'be', 'fr');
    await waitForIslands(page);
    const dialog = page.locator('cine-dashboard').getByRole('dialog', { name: 'Votre vie privée' });
    await expect(dialog).toBeVisible();
    await axe.check();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
  });

  test('tn/fr: not shown where the settings turn it off', async ({ page }) => {
    await login(page, 'tn', 'fr');
    await waitForIslands(page);
    await expect(page.locator('cine-dashboard').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('cine-dashboard').getByRole('dialog')).toHaveCount(0);
  });
});
