import { countryUrl, expect, login, test, waitForIslands } from './fixtures';
import { memberWithLoyaltyPopin } from './members';

test('the loyalty pop-in: a note under the member card that takes no focus nor traps it, closed by keyboard, and stays closed after a reload', async ({
  page,
  outbox,
  axe,
}) => {
  await memberWithLoyaltyPopin(page, outbox, 'Mia');
  await page.goto(countryUrl('ch', '/en'));
  await waitForIslands(page);
  const dashboard = page.locator('cine-dashboard');
  const note = dashboard.getByRole('region', { name: 'Collect points with every visit' });
  await expect(note).toBeVisible();
  // The dashboard shows the member card's code: no modal over it, the page behind stays usable.
  await expect(dashboard.getByRole('dialog')).toHaveCount(0);
  await axe.check();
  const focusInNote = () =>
    note.evaluate((n) => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return Boolean(active && n.contains(active));
    });
  expect(await focusInNote()).toBe(false);
  // Tab reaches the note's close button in the page's order, and goes on past it.
  const close = note.getByRole('button', { name: 'Close' });
  await note.getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusInNote()).toBe(false);
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(note).toHaveCount(0);
  await page.reload();
  await waitForIslands(page);
  await expect(dashboard.getByRole('heading', { level: 1 })).toContainText('Mia');
  await expect(dashboard.getByRole('region', { name: 'Collect points with every visit' })).toHaveCount(0);
});

test.describe('the privacy pop-in', () => {
  test.use({ privacyPopin: 'shown' });

  test('be/fr: shown on the dashboard where displayMyPrivacy asks for it (a note, not over the card), closed with its button', async ({
    page,
    axe,
  }) => {
    await login(page, 'be', 'fr');
    await waitForIslands(page);
    const note = page.locator('cine-dashboard').getByRole('region', { name: 'Votre vie privée' });
    await expect(note).toBeVisible();
    await expect(page.locator('cine-dashboard').getByRole('dialog')).toHaveCount(0);
    await axe.check();
    await note.getByRole('button', { name: 'Fermer' }).click();
    await expect(note).toHaveCount(0);
  });

  test('tn/fr: not shown where the settings turn it off', async ({ page }) => {
    await login(page, 'tn', 'fr');
    await waitForIslands(page);
    await expect(page.locator('cine-dashboard').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('cine-dashboard').getByRole('dialog')).toHaveCount(0);
  });
});
