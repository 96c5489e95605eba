import type { Page } from '@playwright/test';
import { type Country, countryUrl, expect, test, waitForIslands } from './fixtures';

// What a search engine reads in a page's head: its description, canonical address and languages.
async function headOf(page: Page) {
  return page.evaluate(() => ({
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map(
      (link) => link.href,
    ),
    alternates: Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
        link.hreflang,
        link.href,
      ]),
    ),
  }));
}

// The same page in two languages of a country, and what its description should say in each.
const pages: {
  country: Country;
  path: (lang: string) => string;
  langs: [string, RegExp][];
  all: string[];
}[] = [
  {
    country: 'ch',
    path: (lang) => `/${lang}/login`,
    langs: [
      ['fr', /Connectez-vous.*points de fidélité/],
      ['de', /Melden Sie sich an.*Treuepunkte/],
    ],
    all: ['fr', 'en', 'de'],
  },
  {
    country: 'be',
    path: (lang) => `/${lang}/contact-offer/birthday`,
    langs: [
      ['nl', /verjaardag/],
      ['fr', /anniversaire/],
    ],
    all: ['fr', 'nl', 'en'],
  },
  {
    country: 'sn',
    path: (lang) => `/${lang}/signup`,
    // No loyalty programme in Senegal: no points promised.
    langs: [
      ['fr', /^Créez votre compte(?!.*points)/],
      ['en', /^Create your account(?!.*points)/],
    ],
    all: ['fr', 'en'],
  },
];

for (const { country, path, langs, all } of pages)
  test(`${country} ${path('{lang}')}: a description per language, its canonical address and its languages`, async ({
    page,
    axe,
    consoleErrors,
  }) => {
    const descriptions: string[] = [];
    for (const [lang, says] of langs) {
      await page.goto(countryUrl(country, `${path(lang)}?from=search`));
      await waitForIslands(page);
      const head = await headOf(page);
      expect(head.description).toMatch(says);
      descriptions.push(head.description);
      // The canonical address is the page's own, without the query.
      expect(head.canonical).toEqual([countryUrl(country, path(lang))]);
      const alternates = Object.fromEntries(all.map((other) => [other, countryUrl(country, path(other))]));
      expect(head.alternates).toEqual({ ...alternates, 'x-default': expect.any(String) });
      expect(Object.values(alternates)).toContain(head.alternates['x-default']);
      await axe.check();
    }
    expect(new Set(descriptions).size).toBe(2);
    expect(consoleErrors).toEqual([]);
  });

test('pages of the same language are told apart, and an integrator’s page has a description of its own', async ({
  page,
  axe,
}) => {
  const seen = new Set<string>();
  for (const path of ['/fr/signup', '/fr/forgotten-password', '/fr/contact-us', '/login-only.html']) {
    await page.goto(countryUrl('ch', path));
    await waitForIslands(page);
    const { description } = await headOf(page);
    expect(description.length, path).toBeGreaterThan(50);
    seen.add(description);
    await axe.check();
  }
  expect(seen.size).toBe(4);
});

test('a not-found page names no canonical address', async ({ page, axe }) => {
  const response = await page.goto(countryUrl('ch', '/fr/nowhere'));
  expect(response?.status()).toBe(404);
  await waitForIslands(page);
  expect((await headOf(page)).canonical).toEqual([]);
  await axe.check();
});

test('robots.txt is a robots file at the root, as crawlers read it', async ({ page }) => {
  // Through the browser, which finds `ch.localhost` by itself.
  const response = await page.goto(countryUrl('ch', '/robots.txt'));
  if (!response) throw new Error('no answer for /robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  expect(lines[0]).toMatch(/^User-agent: \*$/);
  // Every line is a directive a crawler knows, with a path where it takes one.
  for (const line of lines)
    expect(line).toMatch(/^(User-agent: \S+|(Allow|Disallow): \/\S*|Sitemap: https?:\/\/\S+)$/);
  expect(lines).toContain('Allow: /');
});

test('the site answers the icon a browser asks its root for', async ({ page }) => {
  const response = await page.goto(countryUrl('ch', '/favicon.ico'));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toBe('image/x-icon');
});
