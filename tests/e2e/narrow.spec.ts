import { type Country, countryUrl, expect, login, test, waitForIslands } from './fixtures';
import { loneControls } from './lone-controls';

// At 320 px, in every language of every country, nothing wraps into a lone control
// (the app banner's close button, the e-tickets tabs, the filters, the header's links ...).
const COMBOS: [Country, string][] = [
  ['ch', 'de'],
  ['ch', 'fr'],
  ['ch', 'en'],
  ['be', 'nl'],
  ['be', 'fr'],
  ['be', 'en'],
  ['sn', 'fr'],
  ['sn', 'en'],
  ['tn', 'fr'],
  ['tn', 'en'],
];
const VISITOR = ['login', 'signup'];
const MEMBER = ['', 'e-tickets', 'loyalty-program', 'profile', 'contact-us'];

test.use({ viewport: { width: 320, height: 740 } });

for (const [country, lang] of COMBOS) {
  test(`${country}/${lang} at 320 px leaves no control alone on a line`, async ({ page }) => {
    test.setTimeout(90_000);
    const seen: string[] = [];
    const check = async (path: string) => {
      await waitForIslands(page);
      for (const control of await loneControls(page)) seen.push(`/${lang}/${path}: ${control}`);
    };
    for (const path of VISITOR) {
      await page.goto(countryUrl(country, `/${lang}/${path}`));
      await check(path);
    }
    await login(page, country, lang);
    for (const path of MEMBER) {
      if (path) await page.goto(countryUrl(country, `/${lang}/${path}`));
      await check(path);
      if (path === 'e-tickets') {
        // The tabs on one line.
        const tops = await page
          .locator('cine-tickets [role="tab"]')
          .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
        expect(new Set(tops).size, 'e-tickets tabs on one line').toBe(1);
      }
    }
    // The banner's close button shares its row with the banner's text (where the country shows one).
    const banner = page.locator('cine-app-banner');
    if (await banner.locator('.app-banner__close').count()) {
      const close = await banner.locator('.app-banner__close').boundingBox();
      const text = await banner.locator('.app-banner__text').boundingBox();
      expect(close && text && close.y < text.y + text.height && text.y < close.y + close.height).toBe(true);
    }
    expect(seen).toEqual([]);
  });
}
