import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { EXAMPLES, examplesReady, prepareExamples } from '../examples/prepare';
import { exampleFile, serveExamples } from '../examples/serve';
import { E2E_PORT, EXAMPLES_PORT } from '../setup/ports';
import { demoAccount, expect, loginForm, signIn, test } from './fixtures';
import { hostExampleTests, recordViolations } from './host-examples';

// The three examples, built from the packed tarball (tests/examples/prepare.ts),
// served from their own origin (http://localhost:EXAMPLES_PORT, allowed by DEMO_ALLOWED_ORIGINS in
// playwright.config.ts), each sign the Swiss demo member in against the demo API.

const origin = `http://localhost:${EXAMPLES_PORT}`;
// The Swiss account site, whose session cookie www.ch.localhost shares.
const accountSite = `http://ch.localhost:${E2E_PORT}/`;
// The Angular app names that account site and its API, so it runs where the chain's site would: a sibling host.
const originOf = (host: string) => (host === 'angular' ? `http://www.ch.localhost:${EXAMPLES_PORT}` : origin);
const CDN = /^https:\/\/cdn\.jsdelivr\.net\/npm\/cine-account@[^/]+\/(.*)$/;
let server: Server | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // `npm test` prepared them in the pack test; a lone e2e run prepares them here.
  if (!examplesReady()) await prepareExamples();
  server = await serveExamples(EXAMPLES_PORT, `http://localhost:${E2E_PORT}`, undefined, accountSite);
});

test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The jsDelivr URLs of the examples answer with the files of the tarball installed into them. */
async function cdnFromTarball(context: BrowserContext, example: string) {
  await context.route(CDN, (route) => {
    const path = CDN.exec(route.request().url())?.[1] ?? '';
    const file = join(EXAMPLES, example, 'node_modules', 'cine-account', path);
    const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
    return route.fulfill({
      body: readFileSync(file),
      headers: { 'content-type': type, 'access-control-allow-origin': '*' },
    });
  });
}

const signInCh = (page: Page) => signIn(page, demoAccount('ch'));

/** Gzip bytes of the example's own JavaScript files the page fetched (level 9, as `npm run size`). */
function scriptsOf(page: Page): () => number {
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) files.add(url.pathname);
  });
  return () =>
    [...files].reduce((sum, path) => {
      const file = exampleFile(path);
      return sum + (file ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
    }, 0);
}

test('React app: <cine-login> as JSX signs in, the app hears cine-logged-in and routes itself', async ({
  page,
  axe,
}) => {
  const baseline = scriptsOf(page);
  await page.goto(`${origin}/react-app-baseline/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const without = baseline();

  const loaded = scriptsOf(page);
  await page.goto(`${origin}/react-app/`);
  await expect(loginForm(page).submit).toBeVisible();
  await page.waitForLoadState('networkidle');
  const added = loaded() - without;
  console.log(
    `examples: the React app downloads ${(added / 1024).toFixed(2)} kB gzip more JavaScript with <cine-login> (texts included) than without it`,
  );
  await axe.check();

  await signInCh(page);
  await expect(page.getByRole('status')).toHaveText(/^Signed in as demo\.ch@cine\.test$/);
  expect(new URL(page.url()).pathname).toBe('/react-app/');
  await axe.check();
});

test('React app: its page is prerendered at build, the form painted before any script', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  await context.route(/\.js$/, (route) => route.abort());
  allowConsoleErrors(/Failed to load resource: net::ERR_FAILED .*\.js\)$/);
  await page.goto(`${origin}/react-app/`);
  const login = page.locator('cine-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Ciné Lac: my account' })).toBeVisible();
  await expect(login.getByRole('heading', { level: 1 })).toHaveText('Se connecter');
  await expect(login.locator('input[type="password"]')).toBeVisible();
  expect(await page.evaluate(() => customElements.get('cine-login') === undefined)).toBe(true);
});

test('plain HTML: the CDN build on another origin, themed by a rule on body, signs in', async ({
  page,
  context,
  axe,
}) => {
  await cdnFromTarball(context, 'plain-html');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).origin));
  await page.goto(`${origin}/plain-html/`);
  const { submit } = loginForm(page);
  // page.css sets --cine-color-accent: #0b5d3b on body; the CH default would be rgb(200, 16, 46).
  await expect(submit).toHaveCSS('background-color', 'rgb(11, 93, 59)');
  await axe.check();

  await signInCh(page);
  await expect(page.locator('#status')).toHaveText('Connecté·e : demo.ch@cine.test');
  // The other island on the page shares the session: the header's menu now shows the member.
  await expect(page.locator('cine-user-menu').getByRole('button')).toBeVisible();
  await expect(page.locator('cine-login')).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/plain-html/');
  expect(new Set(requests)).toEqual(
    new Set([origin, 'https://cdn.jsdelivr.net', `http://localhost:${E2E_PORT}`]),
  );
  await axe.check();
});

test('plain HTML: the pasted fragment paints the form before any script, the reserve holds the menu', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  await cdnFromTarball(context, 'plain-html');
  // The runtime never comes: what shows is the HTML and its sheets alone.
  await context.route(/\.js$/, (route) => route.abort());
  allowConsoleErrors(/Failed to load resource: net::ERR_FAILED .*\.js\)$/);
  await page.goto(`${origin}/plain-html/`);
  const login = page.locator('cine-login');
  await expect(login.getByRole('heading', { level: 1 })).toHaveText('Se connecter');
  await expect(login.locator('input[type="password"]')).toBeVisible();
  // Styled before any script: the CH accent of the shared sheet, themed by the page's rule on body.
  await expect(login.locator('button[type="submit"]')).toHaveCSS('background-color', 'rgb(11, 93, 59)');
  const state = await page.evaluate(() => ({
    defined: customElements.get('cine-login') !== undefined,
    menu: document.querySelector('cine-user-menu')?.getBoundingClientRect().width ?? 0,
  }));
  console.log(
    `examples: plain HTML without scripts: form painted, <cine-user-menu> holds ${state.menu.toFixed(0)} px`,
  );
  expect(state.defined).toBe(false);
  expect(state.menu).toBeGreaterThan(100);
});

test('plain HTML under a strict CSP with Trusted Types: the CDN build renders and signs in, 0 violations', async ({
  page,
  context,
}) => {
  await cdnFromTarball(context, 'plain-html');
  // The integrator's policy: scripts from its own origin and the CDN only, styles from files, Trusted Types.
  const policy = [
    "default-src 'self'",
    // The nonce lets the settings' injected script run, as on the demo's own strict pages.
    "script-src 'self' https://cdn.jsdelivr.net 'nonce-ZXhhbXBsZXM'",
    // The pasted fragment and the reserve link their sheets from the CDN (docs/host-html.md).
    "style-src 'self' https://cdn.jsdelivr.net",
    `connect-src 'self' http://localhost:${E2E_PORT}`,
    "img-src 'self' data:",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
  const violationsOf = await recordViolations(context);
  await page.goto(`${origin}/plain-html/?${new URLSearchParams({ csp: policy })}`);
  await expect(loginForm(page).submit).toBeVisible();
  await signInCh(page);
  await expect(page.locator('#status')).toHaveText('Connecté·e : demo.ch@cine.test');
  const violations = await violationsOf(page);
  console.log(`[csp] CDN build on another origin: violations ${violations.length}, signed in: yes`);
  expect(violations).toEqual([]);
});

test('webview: one element page and a fake native bridge, which receives loggedIn with the token', async ({
  page,
  context,
  axe,
}) => {
  await cdnFromTarball(context, 'webview');
  await page.goto(`${origin}/webview/`);
  await expect(loginForm(page).submit).toBeVisible();
  await axe.check();

  await signInCh(page);
  const messages = page.locator('#bridge-messages li');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toHaveText(/^loggedIn \{"token":"eyJ/);
  expect(new URL(page.url()).pathname).toBe('/webview/');
  await axe.check();
});

hostExampleTests(originOf, accountSite);
