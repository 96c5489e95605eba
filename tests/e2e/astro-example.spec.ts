import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { EXAMPLES, examplesReady, prepareExamples } from '../examples/prepare';
import { serveExamples } from '../examples/serve';
import { ASTRO_SERVER_PORT, ASTRO_STATIC_PORT, E2E_PORT } from '../setup/ports';
import { demoAccount, expect, loginForm, signIn, test } from './fixtures';
import { followsLangAndSurvivesRemovals, recordViolations, storeListeners } from './host-examples';

// The Astro 5 example, built from the packed tarball (tests/examples/prepare-astro.ts)
// in both outputs: static pages served as files, and @astrojs/node's standalone server. Each origin is
// allowed by DEMO_ALLOWED_ORIGINS (playwright.config.ts). Console errors fail any test (fixtures.ts).

const OUTPUTS = {
  static: `http://localhost:${ASTRO_STATIC_PORT}/astro/`,
  server: `http://localhost:${ASTRO_SERVER_PORT}/astro/`,
} as const;
const api = `http://localhost:${E2E_PORT}/api/`;
let files: Server | undefined;
let node: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // `npm test` prepared it in the pack test; a lone e2e run prepares it here.
  if (!examplesReady()) await prepareExamples();
  files = await serveExamples(ASTRO_STATIC_PORT, `http://localhost:${E2E_PORT}`);
  // As an integrator starts it: node on the build's entry, the API address read at run time.
  node = spawn(process.execPath, [join(EXAMPLES, 'astro', 'dist-server', 'server', 'entry.mjs')], {
    env: { ...process.env, HOST: 'localhost', PORT: String(ASTRO_SERVER_PORT), CINE_API_BASE: api },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(OUTPUTS.server).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  node?.kill();
  await new Promise<void>((resolve) => (files ? files.close(() => resolve()) : resolve()));
});

/** Warnings and errors the page logs (a hydration mismatch, a declarative shadow root not parsed…). */
function warningsOf(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) said.push(`${message.type()}: ${message.text()}`);
  });
  return said;
}

for (const [output, url] of Object.entries(OUTPUTS)) {
  test(`astro ${output}: <cine-login> and <cine-user-menu> paint from the HTML with JavaScript off`, async ({
    browser,
  }) => {
    // The server output renders the language the request asks for; the static page is French.
    const german = output === 'server';
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: german ? 'de-DE' : 'en-US',
    });
    const page = await context.newPage();
    await page.goto(url);
    const { element, password, submit } = loginForm(page);
    await expect(element.getByRole('heading', { level: 1 })).toHaveText(german ? 'Anmelden' : 'Se connecter');
    await expect(password).toBeVisible();
    // Styled by the sheets the markup links: the CH accent (rgb(200, 16, 46)) before any script.
    await expect(submit).toHaveCSS('background-color', 'rgb(200, 16, 46)');
    await expect(page.locator('cine-user-menu').getByRole('link')).toHaveText(
      german ? 'Anmelden' : 'Se connecter',
    );
    await expect(page.getByRole('button', { name: 'Clicked 0 times' })).toBeVisible();
    expect(await page.locator('html').getAttribute('lang')).toBe(german ? 'de' : 'fr');
    await context.close();
  });

  test(`astro ${output}: hydrates in place keeping the typed e-mail, beside a working Svelte island; follows the page's lang; survives 20 removals`, async ({
    page,
    axe,
  }) => {
    const warnings = warningsOf(page);
    // The page's own script (our elements) is held until the island has been used.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/astro_type_script/, async (route) => {
      await held;
      await route.continue();
    });
    // A held module script holds the load event too: the page is used as soon as its HTML is in.
    await page.goto(url, { waitUntil: 'commit' });
    const { element, login } = loginForm(page);
    await login.fill('typed@example.ch');
    const input = await login.elementHandle();
    const counter = page.getByRole('button', { name: /^Clicked \d+ times$/ });
    // Astro takes `ssr` off an island once it is hydrated.
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
    await counter.click();
    await expect(counter).toHaveText('Clicked 1 times');
    expect(await page.evaluate(() => customElements.get('cine-login'))).toBeUndefined();

    release();
    await page.waitForFunction(
      () => customElements.get('cine-login') && customElements.get('cine-user-menu'),
    );
    await counter.click();
    await expect(counter).toHaveText('Clicked 2 times');
    await axe.check();

    // Typed before the script came: hydration kept the input and its text; the page's German re-renders it.
    await page.getByLabel('Language of the page').selectOption('de');
    await expect(element.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
    await expect(login).toHaveValue('typed@example.ch');
    expect(await input?.evaluate((node) => node.isConnected)).toBe(true);
    await followsLangAndSurvivesRemovals(page, `astro ${output}`);
    await counter.click();
    await expect(counter).toHaveText('Clicked 3 times');
    expect(warnings).toEqual([]);
  });

  test(`astro ${output}: signs in through <cine-login>; the page's own script shows the member`, async ({
    page,
    axe,
  }) => {
    const warnings = warningsOf(page);
    await page.goto(url);
    await page.waitForFunction(() => customElements.get('cine-login'));
    await signIn(page, demoAccount('ch'));
    await expect(page.locator('#status')).toHaveText(/^Signed in as \S+ \(demo\.ch@cine\.test\)$/);
    await expect(page.locator('cine-user-menu').getByRole('button')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/astro/');
    expect(await storeListeners(page)).toMatchObject({ member: true });
    await axe.check();
    expect(warnings).toEqual([]);
  });
}

/** `'sha256-…'` of every inline `<script>` or `<style>` of a page: what Astro's experimental.csp would list. */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  return [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

test("astro static under a strict CSP: Astro's inline island code and the settings' injected script by hash, nothing inline of ours; signs in, 0 violations", async ({
  page,
  context,
}) => {
  const html = readFileSync(join(EXAMPLES, 'astro', 'dist', 'index.html'), 'utf8');
  // The chain's settings inject a script (spec section 3; the demo's counts its runs): a static page
  // without a nonce lists its hash too, as it would a tag manager's.
  const settings = (await (await page.request.get(`${api}fr/settings`)).json()) as {
    injections: { element: string; value?: string }[];
  };
  const injected = settings.injections
    .filter((injection) => injection.element === 'script' && injection.value)
    .flatMap(({ value }) => inlineHashes(`<script>${value}</script>`, 'script'));
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${[...inlineHashes(html, 'script'), ...injected].join(' ')}`,
    `style-src 'self' ${inlineHashes(html, 'style').join(' ')}`,
    `connect-src 'self' http://localhost:${E2E_PORT}`,
    "img-src 'self' data:",
    "object-src 'none'",
  ].join('; ');
  const violationsOf = await recordViolations(context);
  await page.goto(`${OUTPUTS.static}?${new URLSearchParams({ csp: policy })}`);
  const counter = page.getByRole('button', { name: /^Clicked \d+ times$/ });
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
  await counter.click();
  await expect(counter).toHaveText('Clicked 1 times');
  await page.waitForFunction(() => customElements.get('cine-login'));
  await signIn(page, demoAccount('ch'));
  await expect(page.locator('#status')).toHaveText(/^Signed in as \S+ \(demo\.ch@cine\.test\)$/);
  const violations = await violationsOf(page);
  console.log(
    `examples: astro static under a strict CSP (${inlineHashes(html, 'script').length} inline scripts and ${inlineHashes(html, 'style').length} styles of Astro's by hash): violations ${violations.length}, signed in: yes`,
  );
  expect(violations).toEqual([]);
  // The injection ran, allowed by its hash.
  expect(await page.evaluate(() => (window as { cineDemoInjections?: number }).cineDemoInjections)).toBe(1);
});
