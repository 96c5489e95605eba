import type { Locator } from '@playwright/test';
import { countryUrl, expect, login, test, waitForIslands } from './fixtures';

// WCAG 3.1.2: a language's own name, shown on a page in another language, says its language.
async function optionLangs(select: Locator): Promise<Record<string, string | null>> {
  const options = select.locator('option:not([value=""])');
  const entries = await options.evaluateAll((all) =>
    all.map((o) => [o.textContent ?? '', o.getAttribute('lang')]),
  );
  return Object.fromEntries(entries);
}

const CH = { Français: 'fr', English: 'en', Deutsch: 'de' };

test('signup step 1: the favourite-language choices carry their own lang on a French page', async ({
  page,
  axe,
}) => {
  await page.goto(countryUrl('ch', '/fr/signup'));
  await waitForIslands(page);
  const select = page.locator('cine-signup').getByLabel('Langue préférée');
  await expect(select.locator('option')).not.toHaveCount(0);
  expect(await optionLangs(select)).toEqual(CH);
  await axe.check();
});

test('profile: the favourite-language choices carry their own lang on a French page', async ({
  page,
  axe,
}) => {
  await login(page, 'ch', 'fr');
  await page.goto(countryUrl('ch', '/fr/profile'));
  await waitForIslands(page);
  const select = page.locator('cine-profile').getByLabel('Langue préférée');
  await expect(select).toBeVisible();
  expect(await optionLangs(select)).toEqual(CH);
  await axe.check();
});
