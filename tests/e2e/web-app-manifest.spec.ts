import type { APIRequestContext, Page } from '@playwright/test';
import { COUNTRIES as LANGUAGES } from '../../src/i18n/languages';
import { routes } from '../../src/router/routes';
import { keep, keptOrders, OFFLINE } from './door';
import { COUNTRIES, type Country, countryUrl, expect, login, test } from './fixtures';

// The account site as an app on the home screen: a manifest per country and language, named by every
// account page, that Chromium finds installable and that starts on the dashboard, offline too.

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  display: string;
  prefer_related_applications?: boolean;
  start_url: string;
  scope: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
};

const languagesOf = (country: Country) => LANGUAGES[country.toUpperCase() as 'CH'].languages;
/** Every route of the account site in a language, as a visitor opens it (the prerendered pages). */
const accountPaths = (lang: string) =>
  routes
    .filter((route) => route.pattern.includes(':lang') && !route.pattern.includes('*'))
    .map((route) => `/${route.pattern.replace(':lang', lang)}`);
const manifestTag = (lang: string) => `<link rel="manifest" href="/${lang}/manifest.webmanifest">`;
const within = (url: string, scope: string) => new URL(url, 'http://x.test').pathname.startsWith(scope);
// A PNG's width and height, from its header.
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
/** GET of a country's page or file: Node resolves no *.localhost, so the loopback address with the country's host. */
const get = (request: APIRequestContext, country: Country, path: string) => {
  const { host, port } = new URL(countryUrl(country));
  return request.get(`http://127.0.0.1:${port}${path}`, { headers: { host } });
};

test('every account page, in every country and language, names the manifest of its language, the iOS icon and the bar colour', async ({
  request,
}) => {
  test.setTimeout(120_000);
  let pages = 0;
  for (const country of COUNTRIES)
    for (const lang of languagesOf(country)) {
      const manifest = (await (
        await get(request, country, `/${lang}/manifest.webmanifest`)
      ).json()) as Manifest;
      for (const path of accountPaths(lang)) {
        const head = (await (await get(request, country, path)).text()).split('</head>')[0] ?? '';
        const where = `${country}${path}`;
        expect(head, where).toContain(manifestTag(lang));
        expect(head, where).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
        expect(head, where).toContain(`<meta name="theme-color" content="${manifest.theme_color}">`);
        pages += 1;
      }
    }
  console.log(`${pages} account pages name their language's manifest`);
});

test('each manifest parses, in its language, with icons and shortcuts that answer, everything within its scope', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const colours = new Set<string>();
  for (const country of COUNTRIES)
    for (const lang of languagesOf(country)) {
      const where = `${country}/${lang}`;
      const response = await get(request, country, `/${lang}/manifest.webmanifest`);
      expect(response.status(), where).toBe(200);
      expect(response.headers()['content-type'], where).toBe('application/manifest+json');
      const manifest = (await response.json()) as Manifest;
      expect(manifest, where).toMatchObject({
        lang,
        scope: '/',
        start_url: `/${lang}`,
        display: 'standalone',
      });
      // What Chromium asks of an app to install: names, and PNG icons of 192 and 512 for any use.
      expect(manifest.name && manifest.short_name, where).toBeTruthy();
      expect(manifest.prefer_related_applications, where).toBeUndefined();
      const any = manifest.icons.filter((icon) => icon.purpose === 'any' && icon.type === 'image/png');
      expect(any.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
      expect(
        manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.type === 'image/svg+xml'),
      ).toBe(true);
      colours.add(manifest.theme_color);
      for (const url of [manifest.start_url, ...manifest.shortcuts.map((shortcut) => shortcut.url)]) {
        expect(within(url, manifest.scope), `${where} ${url}`).toBe(true);
        const page = await get(request, country, url);
        expect(page.status(), `${where} ${url}`).toBe(200);
        expect(page.headers()['content-type']).toContain('text/html');
      }
      for (const icon of manifest.icons) {
        const file = await get(request, country, icon.src);
        expect(file.status(), icon.src).toBe(200);
        expect(file.headers()['content-type'], icon.src).toBe(icon.type);
        if (icon.type === 'image/png') expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
      }
    }
  // Each country's accent: the four themes.
  expect(colours.size).toBe(4);
  const apple = await get(request, 'ch', '/icons/apple-touch-icon.png');
  expect(pngSize(await apple.body())).toBe('180x180');
  // A language the country does not speak has none.
  expect((await get(request, 'sn', '/de/manifest.webmanifest')).status()).toBe(404);
});

/** What Chromium reads of the page's manifest, and why it would not install the page (its ids). */
async function chromiumSays(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return {
    url: manifest.url,
    errors: manifest.errors,
    installability: installabilityErrors.map((error) => error.errorId),
  };
}

/** Whether this Chromium checks installability at all: a manifest without icons must fail it (the headless shell says nothing). */
async function checksInstallability(page: Page): Promise<boolean> {
  const url = countryUrl('ch', '/fr/manifest.webmanifest');
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'application/manifest+json', body: '{"name":"Cine","start_url":"/fr"}' }),
  );
  await page.goto(countryUrl('ch', '/fr/login'));
  const { installability } = await chromiumSays(page);
  await page.unroute(url);
  return installability.length > 0;
}

test('Chromium reads each page’s manifest without error and finds it installable; no page offers an install of its own', async ({
  page,
  axe,
}) => {
  // Any listener for the browser's install offer, from any script of the page.
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { __installListeners: string[] }).__installListeners = heard;
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
      if (args[0] === 'beforeinstallprompt') heard.push(args[0]);
      return add.apply(this, args);
    };
  });
  const installListeners = () =>
    page.evaluate(
      () =>
        (window as unknown as { __installListeners: string[] }).__installListeners.length +
        ((window as { onbeforeinstallprompt?: unknown }).onbeforeinstallprompt ? 1 : 0),
    );
  const checks = await checksInstallability(page);
  if (!checks)
    test.info().annotations.push({
      type: 'installability',
      description: 'this Chromium answers no installability errors for any page: only the manifest is read',
    });
  for (const [country, path] of [
    ['ch', '/de/login'],
    ['be', '/nl/signup'],
  ] as const) {
    await page.goto(countryUrl(country, path));
    const lang = path.split('/')[1];
    expect(await chromiumSays(page)).toEqual({
      url: countryUrl(country, `/${lang}/manifest.webmanifest`),
      errors: [],
      installability: [],
    });
    expect(await installListeners()).toBe(0);
    await axe.check();
  }
  // A member's dashboard, the start page, listens for no install offer either.
  await login(page, 'ch', 'fr');
  await page.goto(countryUrl('ch', '/fr'));
  expect(await chromiumSays(page)).toMatchObject({ errors: [], installability: [] });
  expect(await installListeners()).toBe(0);
  await axe.check();
});

/**
 * Signs the Swiss member in, has the worker keep the door page at `path`, and reads there the start
 * page's URL, from the manifest the page names, and the scope of the worker that would answer it.
 */
async function keepThenStart(page: Page, path: string) {
  await login(page, 'ch', 'fr');
  await keep(page, countryUrl('ch', path));
  return page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const manifest = (await (await fetch(link?.href ?? '')).json()) as { start_url: string };
    const start = new URL(manifest.start_url, location.href).href;
    const registration = await navigator.serviceWorker.getRegistration(start);
    return { start, scope: registration?.scope };
  });
}

test('ch/fr: opened from the home screen offline, the start page is the member’s kept dashboard with the card’s code', async ({
  page,
  context,
  axe,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(OFFLINE);
  const { start, scope } = await keepThenStart(page, '/fr');
  expect(start).toBe(countryUrl('ch', '/fr'));
  // The worker that keeps the door answers the start page.
  expect(scope).toBe(countryUrl('ch', '/'));
  await context.setOffline(true);
  await page.goto(start);
  const dashboard = page.locator('cine-account cine-dashboard');
  await expect(dashboard.locator('[part~="kept-note"]')).toContainText(/^Vous êtes hors ligne\s: /);
  await expect(dashboard.locator('[part~="member-card"] svg[part~="qr-code"]')).toBeVisible();
  await axe.check();
});

test('ch/fr: with no kept dashboard, the start page offline opens the e-tickets from the kept orders', async ({
  page,
  context,
  axe,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(OFFLINE);
  const { start } = await keepThenStart(page, '/fr/e-tickets');
  await expect.poll(() => keptOrders(page)).toBe(1);
  // As for a member who installed the app from the e-tickets and never opened the dashboard.
  await page.evaluate(async () => {
    const cache = await caches.open('cine-account-door');
    for (const request of await cache.keys())
      if (!request.url.endsWith('/e-tickets')) await cache.delete(request);
  });
  await context.setOffline(true);
  await page.goto(start);
  await expect(page).toHaveURL(countryUrl('ch', '/fr/e-tickets'));
  const tickets = page.locator('cine-account cine-tickets');
  await expect(tickets.locator('[part~="kept-note"]')).toBeVisible();
  await expect(tickets.locator('svg[part~="qr-code"]').first()).toBeVisible();
  await axe.check();
});
