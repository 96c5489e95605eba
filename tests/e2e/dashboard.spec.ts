import type { Page } from '@playwright/test';
import { type Country, expect, login, test, waitForIslands } from './fixtures';

const cases: {
  country: Country;
  lang: string;
  firstName: string;
  cinema: RegExp;
  loyalty: boolean;
  films: string;
}[] = [
  {
    country: 'ch',
    lang: 'de',
    firstName: 'Léa',
    cinema: /Cine Lausanne Flon/,
    loyalty: true,
    films: 'Meine Filme',
  },
  {
    country: 'be',
    lang: 'nl',
    firstName: 'Lotte',
    cinema: /Cine Antwerpen Zuid/,
    loyalty: true,
    films: 'Mijn films',
  },
  { country: 'sn', lang: 'fr', firstName: 'Awa', cinema: /Cine Dakar/, loyalty: false, films: 'Mes films' },
  {
    country: 'tn',
    lang: 'fr',
    firstName: 'Youssef',
    cinema: /Cine Tunis Les Berges du Lac/,
    loyalty: false,
    films: 'Mes films',
  },
];

const dashboardOf = (page: Page) => page.locator('cine-dashboard');

for (const { country, lang, firstName, cinema, loyalty, films } of cases) {
  test(`${country}/${lang}: the dashboard greets, shows the card, the main cinema, loyalty where it runs, links and my films`, async ({
    page,
    axe,
  }) => {
    await login(page, country, lang);
    await waitForIslands(page);
    const dashboard = dashboardOf(page);
    await expect(dashboard.getByRole('heading', { level: 1 })).toContainText(firstName);
    const qr = dashboard.locator('[part~="qr-code"]').first();
    await expect(qr).toBeVisible();
    // Large enough to scan at a counter.
    expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(150);
    await expect(dashboard.locator('[part="main-cinema"]').getByRole('link', { name: cinema })).toBeVisible();
    await expect(dashboard.locator('[part="loyalty-summary"]')).toHaveCount(loyalty ? 1 : 0);
    // Where the programme does not run, its link is gone.
    await expect(dashboard.locator('[part="sections"]').getByRole('link')).toHaveCount(loyalty ? 4 : 3);
    const block = dashboard.locator('[part="films"]');
    await expect(block.getByRole('heading', { name: films })).toBeVisible();
    await expect(block.locator('[part="film"]')).toHaveCount(30);
    await expect(block.locator('[part="format-badge"]').first()).toBeVisible();
    await axe.check();
  });
}

test('ch/en: the emotion filter starts again at 30, show more adds 30 until the list ends', async ({
  page,
  axe,
}) => {
  await login(page, 'ch', 'en');
  await waitForIslands(page);
  const block = dashboardOf(page).locator('[part="films"]');
  const cards = block.locator('[part="film"]');
  await expect(cards).toHaveCount(30);
  const more = block.getByRole('button', { name: 'Show more films' });
  await more.click();
  await expect(cards).toHaveCount(60);
  // Focus lands on the first new film, so a keyboard user carries on there.
  await expect(cards.nth(30).getByRole('link')).toBeFocused();
  const loved = block.getByRole('button', { name: /^Loved/ });
  await loved.click();
  await expect(loved).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(30);
  // A loved show's rating control says so (the card no longer repeats it in words).
  for (const card of await cards.all()) await expect(card.getByRole('combobox')).toHaveValue('3');
  const total = Number((await loved.textContent())?.match(/\((\d+)\)/)?.[1]);
  // Each press is counted once its rows are in (they render after the press paints).
  while (await more.isVisible()) {
    const shown = await cards.count();
    await more.click();
    await expect(cards).not.toHaveCount(shown);
  }
  await expect(cards).toHaveCount(total);
  await axe.check();
  // Movies go to the film's show list, events to the entertainment pages of the catalogue.
  const link = cards.first().getByRole('link');
  expect(await link.getAttribute('href')).toMatch(/\/catalogue\/en\/(films|events)\/[a-z0-9-]+$/);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.url()).toMatch(/\/catalogue\/en\/(films|events)\//);
});

test('tn/fr: a rating is saved and kept after a reload', async ({ page }) => {
  await login(page, 'tn', 'fr');
  await waitForIslands(page);
  // A show that has started: coming ones offer no rating.
  const cards = dashboardOf(page).locator('[part="film"]');
  await expect(cards).toHaveCount(30);
  const index = await cards.evaluateAll((all) => all.findIndex((film) => film.querySelector('select')) + 2);
  const card = cards.nth(index);
  const title = (await card.getByRole('link').textContent()) ?? '';
  const select = card.getByLabel(`Votre note ${title}`);
  const before = await select.inputValue();
  const next = before === '3' ? '1' : '3';
  await select.selectOption(next);
  await expect(page.getByText('Vos modifications ont été enregistrées.').first()).toBeVisible();
  await page.reload();
  await waitForIslands(page);
  const again = dashboardOf(page).locator('[part="film"]').nth(index).getByLabel(`Votre note ${title}`);
  await expect(again).toHaveValue(next);
  await again.selectOption(before);
  await expect(page.getByText('Vos modifications ont été enregistrées.').first()).toBeVisible();
});
