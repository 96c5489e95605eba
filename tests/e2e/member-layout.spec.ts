import type { Locator, Page } from '@playwright/test';
import { type Country, countryUrl, expect, login, test, waitForIslands } from './fixtures';

// The loyalty page's two figures, My films at phone width, and card
// layouts whose columns end level at every width from 320 to 1440 px.

const WIDTHS = [320, 390, 768, 1024, 1280, 1440];

/**
 * The bottom of each column of a card container: columns are the x-ranges of the cards narrower than
 * the container, and a card counts for every column it spans.
 */
const columnBottoms = (container: Locator) =>
  container.evaluate((grid) => {
    const width = grid.getBoundingClientRect().width;
    const cards = [...grid.children]
      .map((card) => card.getBoundingClientRect())
      .filter((box) => box.height > 0);
    const columns = cards.filter((box) => box.width < width * 0.9);
    const ranges = columns.length ? columns : cards;
    return [...new Set(ranges.map((box) => Math.round(box.left)))].map((left) => {
      const right = ranges.find((box) => Math.round(box.left) === left)?.right ?? left;
      const inColumn = cards.filter((box) => box.left < right - 1 && box.right > left + 1);
      return Math.round(Math.max(...inColumn.map((box) => box.bottom)));
    });
  });

async function expectLevelColumns(page: Page, container: Locator, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(async () => {
        const bottoms = await columnBottoms(container);
        return Math.max(...bottoms) - Math.min(...bottoms);
      }, `${what} at ${width} px: the columns end level`)
      .toBeLessThanOrEqual(2);
  }
}

for (const country of ['ch', 'sn'] as Country[]) {
  test(`${country}/fr dashboard cards flow, no column runs empty from 320 to 1440 px`, async ({
    page,
    axe,
  }) => {
    await login(page, country, 'fr');
    await waitForIslands(page);
    const grid = page.locator('cine-dashboard .dashboard__grid');
    await expect(grid.locator('[part="main-cinema"] a').first()).toBeVisible();
    await expectLevelColumns(page, grid, 'dashboard');
    await page.setViewportSize({ width: 1280, height: 900 });
    await axe.check();
  });
}

test('ch/de loyalty shows the balance beside the offer’s points, columns level', async ({ page, axe }) => {
  await login(page, 'ch', 'de');
  await page.goto(countryUrl('ch', '/de/loyalty-program'));
  await waitForIslands(page);
  const loyalty = page.locator('cine-loyalty');
  await expect(loyalty.locator('[part="balance"]')).toHaveText(/^Ihr Punktestand\s*1’?'?240 Punkte$/);
  await expect(loyalty.locator('[part="offer-points"]')).toHaveText(
    'Verbleibende Punkte für dieses Angebot320 Punkte',
  );
  await expectLevelColumns(page, loyalty.locator('.loyalty__grid'), 'loyalty');
  await page.setViewportSize({ width: 1280, height: 900 });
  await axe.check();
});

const FIGURES: { country: Country; lang: string; balance: RegExp; remaining: RegExp }[] = [
  {
    country: 'ch',
    lang: 'fr',
    balance: /^Votre solde de points1\s?240 points$/,
    remaining: /^Points restants/,
  },
  { country: 'ch', lang: 'en', balance: /^Your points balance1[’',]?240 points$/, remaining: /^Points left/ },
  { country: 'be', lang: 'nl', balance: /^Uw puntensaldo860 punten$/, remaining: /^Resterende punten/ },
];
for (const { country, lang, balance, remaining } of FIGURES) {
  test(`${country}/${lang} loyalty labels the balance and the offer's points`, async ({ page }) => {
    await login(page, country, lang);
    await page.goto(countryUrl(country, `/${lang}/loyalty-program`));
    await waitForIslands(page);
    const loyalty = page.locator('cine-loyalty');
    await expect(loyalty.locator('[part="balance"]')).toHaveText(balance);
    await expect(loyalty.locator('[part="offer-points"]')).toHaveText(remaining);
  });
}

test('ch/fr at 390 px coming shows say when instead of a rating, cards are compact', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'ch', 'fr');
  await waitForIslands(page);
  const cards = page.locator('cine-dashboard [part="film"]');
  await expect(cards).toHaveCount(30);
  const coming = cards.filter({ hasText: 'Séance' });
  expect(await coming.count()).toBeGreaterThan(0);
  for (const card of await coming.all()) {
    await expect(card.locator('select')).toHaveCount(0);
    await expect(card).toContainText(/Séance (demain|après-demain|dans \d+ (jours|heures?|minutes?))/);
  }
  const rated = cards.filter({ has: page.locator('select') });
  expect((await coming.count()) + (await rated.count())).toBe(30);
  // One line of metadata per card, and a card far shorter than the 233 px it took before.
  const sizes = await cards.evaluateAll((all) =>
    all.map((card) => {
      const meta = card.querySelector('.show__meta') as HTMLElement;
      return { card: card.getBoundingClientRect().height, meta: meta.offsetHeight, line: meta.scrollHeight };
    }),
  );
  for (const size of sizes) expect(size.meta).toBeLessThanOrEqual(24);
  const average = sizes.reduce((sum, size) => sum + size.card, 0) / sizes.length;
  expect(average).toBeLessThanOrEqual(140);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  test.info().annotations.push({ type: 'dashboard height at 390 px', description: `${height} px` });
  expect(height).toBeLessThan(7500);
  await axe.check();
});
