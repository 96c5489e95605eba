import { readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../setup/ensure-chromium';
import { E2E_PORT, EXAMPLES_PORT } from '../setup/ports';
import { demoAccount, expect, signIn, test, waitForIslands } from './fixtures';

// `<cine-login account-url>` on a partner page of another origin (served here by
// Playwright itself as http://www.ch.localhost:EXAMPLES_PORT, an origin the e2e demo allows) sends its
// links and the landing after sign-in to the account site; without it, the page's own origin as before.

const partner = `http://www.ch.localhost:${EXAMPLES_PORT}`;
// The account site: the Swiss e2e demo, whose settings share the session cookie on ch.localhost.
const accountSite = `http://ch.localhost:${E2E_PORT}/`;
const cdn = join(import.meta.dirname, '..', '..', 'dist', 'cdn');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

// A page Playwright fulfils has no address space, so Chromium's local network access check treats it as
// public and blocks its calls to the loopback demo; a real partner page and API are both public.
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [
      ...CHROMIUM_ARGS,
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests',
    ],
  },
});

function partnerPage(attributes: string): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <title>Ciné Lac partenaire</title>
    <script type="module" src="/cdn/autoloader.js"></script>
    <script type="application/json" id="cine-config">{ "apiBase": "${accountSite}api/", "country": "CH" }</script>
  </head>
  <body>
    <main>
      <h1>Nos films</h1>
      <cine-login lang="fr" ${attributes}></cine-login>
    </main>
  </body>
</html>`;
}

/** Serves the partner page and the CDN build (dist/cdn) on the partner origin. */
async function openPartner(page: Page, attributes: string) {
  await page.route(`${partner}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (!pathname.startsWith('/cdn/')) {
      return route.fulfill({ body: partnerPage(attributes), contentType: 'text/html; charset=utf-8' });
    }
    const file = normalize(join(cdn, pathname.slice('/cdn/'.length)));
    if (!file.startsWith(cdn)) return route.fulfill({ status: 404 });
    return route.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'text/plain' });
  });
  await page.goto(`${partner}/films.html`);
  await waitForIslands(page);
}

const links = (page: Page) => ({
  signup: page.locator('cine-login').getByRole('link', { name: 'Créer un compte' }),
  recovery: page.locator('cine-login').getByRole('link', { name: 'Mot de passe oublié ?' }),
});

test('with account-url, the links and the landing after sign-in go to the account site', async ({
  page,
  axe,
}) => {
  await openPartner(page, `account-url="${accountSite}"`);
  await expect(links(page).signup).toHaveAttribute('href', `${accountSite}fr/signup`);
  await expect(links(page).recovery).toHaveAttribute('href', `${accountSite}fr/forgotten-password`);
  await axe.check();
  await signIn(page, demoAccount('ch'));
  await expect(page).toHaveURL(`${accountSite}fr`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa' })).toBeVisible();
  await axe.check();
});

test('with account-url, a link click goes to the account site page', async ({ page }) => {
  await openPartner(page, `account-url="${accountSite}"`);
  await links(page).signup.click();
  await expect(page).toHaveURL(`${accountSite}fr/signup`);
  await expect(page.locator('cine-signup')).toBeVisible();
});

test('a host that cancels cine-navigate keeps the member on its page, told the account site address', async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('cine-navigate', (event) => {
      document.title = (event as CustomEvent<{ to: string }>).detail.to;
      event.preventDefault();
    });
  });
  await openPartner(page, `account-url="${accountSite}"`);
  await signIn(page, demoAccount('ch'));
  await expect(page).toHaveTitle(`${accountSite}fr`, { timeout: 20_000 });
  await expect(page).toHaveURL(`${partner}/films.html`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nos films' })).toBeVisible();
});

test('a javascript: account-url is ignored: links stay on the page origin', async ({ page }) => {
  await openPartner(page, 'account-url="javascript:alert(1)//"');
  await expect(links(page).signup).toHaveAttribute('href', '/fr/signup');
});

test('without account-url, links and the landing stay on the page origin, as before', async ({
  page,
  axe,
}) => {
  await openPartner(page, '');
  await expect(links(page).signup).toHaveAttribute('href', '/fr/signup');
  await expect(links(page).recovery).toHaveAttribute('href', '/fr/forgotten-password');
  await axe.check();
  await page.addInitScript(() => {
    document.addEventListener('cine-navigate', (event) => {
      document.title = (event as CustomEvent<{ to: string }>).detail.to;
      event.preventDefault();
    });
  });
  await page.reload();
  await waitForIslands(page);
  await signIn(page, demoAccount('ch'));
  await expect(page).toHaveTitle('/fr', { timeout: 20_000 });
});
