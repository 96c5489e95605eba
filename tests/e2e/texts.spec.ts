import { countryUrl, expect, loginForm, test, waitForIslands } from './fixtures';

// Only the active language and the namespaces of the elements on the page download.
const cases = [
  {
    country: 'ch',
    path: '/login-only.html',
    lang: 'de',
    header: 'de-CH,de',
    files: ['de-core', 'de-login', 'de_CH'],
  },
  {
    country: 'be',
    path: '/nl/login',
    lang: 'nl',
    header: 'nl-BE,nl',
    files: ['nl-core', 'nl-login', 'nl_BE'],
  },
  { country: 'sn', path: '/login-only.html', lang: 'fr', header: 'fr-SN,fr', files: ['fr-core', 'fr-login'] },
] as const;

for (const { country, path, lang, header, files } of cases) {
  test(`${country}${path} downloads the ${lang} texts it shows and no other language`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: header.split(',')[0],
      extraHTTPHeaders: { 'accept-language': header },
    });
    const page = await context.newPage();
    const texts: string[] = [];
    page.on('request', (request) => {
      const name = request.url().match(/\/locale-([a-z]{2}(?:_[A-Z]{2})?(?:-[a-z-]+)?)-[\w-]{8}\.js$/)?.[1];
      if (name) texts.push(name);
    });
    await page.goto(countryUrl(country, path));
    await waitForIslands(page);
    await expect(loginForm(page).login).toBeEditable();
    await page.waitForLoadState('networkidle');
    // The account site's router adds its own texts; every file is in the page's language.
    expect(texts.every((name) => name.startsWith(lang))).toBe(true);
    for (const file of files) expect(texts).toContain(file);
    expect(new Set(texts).size).toBe(texts.length);
    await context.close();
  });
}
