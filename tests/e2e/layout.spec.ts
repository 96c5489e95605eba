import { type Country, countryUrl, expect, login, test, waitForIslands } from './fixtures';

// At 375 px no page scrolls sideways, in any language, and the open menu fits.
const pages: { country: Country; lang: string }[] = [
  { country: 'ch', lang: 'de' },
  { country: 'be', lang: 'nl' },
  { country: 'sn', lang: 'fr' },
  { country: 'tn', lang: 'en' },
];

test.use({ viewport: { width: 375, height: 740 } });

const scrollWidth = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

for (const { country, lang } of pages) {
  test(`${country}/${lang} login, signup and dashboard fit 375 px, the open menu too`, async ({
    page,
    axe,
  }) => {
    for (const path of [`/${lang}/login`, `/${lang}/signup`]) {
      await page.goto(countryUrl(country, path));
      await waitForIslands(page);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    }
    await login(page, country, lang);
    await waitForIslands(page);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    const menu = page.locator('cine-user-menu');
    await menu.locator('.user-menu__toggle').click();
    const panel = await menu.locator('.user-menu__panel').boundingBox();
    expect(panel).not.toBeNull();
    expect(panel?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await axe.check();
  });
}
