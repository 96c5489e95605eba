import type { Page } from '@playwright/test';
import { countryUrl, expect, login, test, waitForIslands } from './fixtures';
import { openAsNewMember } from './members';

const loyaltyOf = (page: Page) => page.locator('cine-loyalty');

test('ch/de: the offer with its QR code, then points 10 at a time, 5 more per click, until the list is whole', async ({
  page,
  axe,
}) => {
  await login(page, 'ch', 'de');
  await page.goto(countryUrl('ch', '/de/loyalty-program'));
  await waitForIslands(page);
  const loyalty = loyaltyOf(page);
  await expect(loyalty.getByRole('heading', { level: 1 })).toHaveText('Treueprogramm');
  const offer = loyalty.locator('[part="offer"]');
  await expect(offer.getByRole('heading', { level: 2 })).toHaveText('Freunde-Angebot: ein Gratisplatz');
  await expect(offer.locator('[part="offer-points"]')).toContainText('320 Punkte');
  await expect(offer.locator('[part~="qr-code"]')).toBeVisible();
  await axe.check();
  const earned = loyalty.locator('[part~="points-earned"]');
  const entries = earned.locator('li');
  await expect(entries).toHaveCount(10);
  const more = earned.getByRole('button', { name: 'Mehr gesammelte Punkte zeigen' });
  await more.click();
  await expect(entries).toHaveCount(15);
  // Each press is counted once its rows are in (they render after the press paints).
  while (await more.isVisible()) {
    const shown = await entries.count();
    await more.click();
    await expect(entries).not.toHaveCount(shown);
  }
  await expect(earned.getByRole('status')).toContainText(
    `${await entries.count()} von ${await entries.count()}`,
  );
  // The offers cookie of spec section 4.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cine_friends_offer');
  expect(cookie?.value).toBe('true');
});

test('be/nl: the offer-id attribute picks the offer shown', async ({ page }) => {
  await login(page, 'be', 'nl');
  await page.goto(countryUrl('be', '/member.html'));
  await page.evaluate(() => {
    const element = document.createElement('cine-loyalty');
    element.setAttribute('offer-id', 'offer-friends-snack');
    document.querySelector('main')?.append(element);
  });
  await waitForIslands(page);
  await expect(loyaltyOf(page).locator('[part="offer"]').getByRole('heading', { level: 2 })).toHaveText(
    'Friends: a free snack',
  );
});

test('ch/fr: a member outside the programme sees what it gives, joins, and then sees it', async ({
  page,
  outbox,
  axe,
}) => {
  await openAsNewMember(page, outbox, '/fr/loyalty-program', { country: 'ch' });
  const loyalty = loyaltyOf(page);
  await expect(loyalty.getByRole('heading', { name: 'Rejoindre le programme de fidélité' })).toBeVisible();
  await axe.check();
  await loyalty.getByRole('button', { name: 'Rejoindre le programme' }).click();
  await expect(page.getByText('Bienvenue dans le programme de fidélité.').first()).toBeVisible();
  await expect(loyalty.getByRole('heading', { name: 'Points gagnés' })).toBeVisible();
  await expect(loyalty.getByText('Aucun point gagné pour l’instant.')).toBeVisible();
  await axe.check();
});

test('sn/fr webview m/fr/fidelity: without the site chrome, says the programme does not run in Senegal', async ({
  page,
  axe,
}) => {
  await login(page, 'sn', 'fr');
  await page.addInitScript(() =>
    Object.assign(window, { ReactNativeWebView: { postMessage: () => undefined } }),
  );
  await page.goto(countryUrl('sn', '/m/fr/fidelity'));
  await waitForIslands(page);
  await expect(
    loyaltyOf(page).getByText('Le programme de fidélité n’est pas encore proposé dans votre pays.'),
  ).toBeVisible();
  await axe.check();
});
