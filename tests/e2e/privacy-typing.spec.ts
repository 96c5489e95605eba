import type { Locator } from '@playwright/test';
import { countryUrl, expect, setFault, test, waitForIslands } from './fixtures';

// The once-per-visit privacy pop-in never takes the keys of a customer typing.
test.use({ privacyPopin: 'shown' });

const ADDRESS = 'lea.dupont.typing@example.com';

// Whether the deep focused element is inside `scope` (open shadow roots pierced).
const focusInside = (scope: Locator) =>
  scope.evaluate((root) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return Boolean(active && root.contains(active));
  });

test('signup: an e-mail typed from the first moment ends whole in the field; the pop-in opens meanwhile after the form, without taking focus, and Tab reaches it', async ({
  page,
  context,
  axe,
}) => {
  // The settings (which turn the pop-in on) come late: too slow for the page to carry them, then
  // answering the page's own call only once typing has begun, so the pop-in opens mid-typing.
  await setFault(context, 'settings:latency=400', 'be');
  let release = () => {};
  const typing = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/fr\/settings/, async (route) => {
    await typing;
    await route.continue();
  });
  await page.goto(countryUrl('be', '/fr/signup'), { waitUntil: 'commit' });
  const signup = page.locator('cine-signup');
  const email = signup.locator('input[autocomplete="email"]');
  const notice = signup.getByRole('region', { name: 'Votre vie privée' });
  // As soon as the prerendered field is there (a click waits for paint and stability, which a loaded machine delays).
  await email.focus();
  await page.keyboard.type(ADDRESS.slice(0, 8), { delay: 80 });
  release();
  // Typing on, slowly, until the pop-in is there; then the rest.
  let typed = 8;
  while (typed < ADDRESS.length - 4 && !(await notice.isVisible())) {
    await page.keyboard.type(ADDRESS.charAt(typed), { delay: 0 });
    typed += 1;
    await page.waitForTimeout(150);
  }
  await expect(notice).toBeVisible();
  await page.keyboard.type(ADDRESS.slice(typed), { delay: 60 });
  await expect(email).toHaveValue(ADDRESS);
  await expect(email).toBeFocused();
  // Not a modal: nothing of the page is inert.
  await expect(signup.locator('dialog')).toHaveCount(0);
  await waitForIslands(page);
  await axe.check();

  // The keyboard reaches it after the form; closing it gives focus back to the field.
  const close = notice.getByRole('button', { name: 'Fermer' });
  for (let i = 0; i < 40 && !(await focusInside(close)); i += 1) await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(ADDRESS);
});

test('signup: with nothing focused, the pop-in is a modal dialog that holds focus, as before', async ({
  page,
  axe,
}) => {
  await page.goto(countryUrl('be', '/fr/signup'));
  await waitForIslands(page);
  const dialog = page.locator('cine-signup').getByRole('dialog', { name: 'Votre vie privée' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  expect(await focusInside(dialog)).toBe(true);
  await axe.check();
});
