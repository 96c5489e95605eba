import type { ConsoleMessage, Page } from '@playwright/test';
import { type NextServer, startNext } from '../examples/next-server';
import { examplesReady, prepareExamples } from '../examples/prepare';
import { E2E_PORT, NEXT_DEV_PORT, NEXT_START_PORT } from '../setup/ports';
import { demoAccount, expect, loginForm, signIn, test } from './fixtures';
import { followsLangAndSurvivesRemovals } from './host-examples';

// The Next.js 16 App Router example (examples/next, built from the packed
// tarball by tests/examples/prepare-next.ts) under `next start` and under `next dev`, on its own
// origin against the demo API. Its server components render <cine-login> and <cine-user-menu> with
// cine-account/server; <Prerendered> of cine-account/react places them. No console message about
// hydration (React's or Chromium's about declarative shadow roots) in either mode; console errors and
// uncaught errors fail any test (fixtures.ts).

const HYDRATION = /hydrat|didn't match|did not match|mismatch|declarative shadow ?root|shadowrootmode/i;

/** Every console message of the page, to find React's and Chromium's hydration warnings among them. */
function consoleOf(page: Page): () => string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => messages.push(`${message.type()}: ${message.text()}`));
  return () => messages.filter((text) => HYDRATION.test(text));
}

/**
 * Waits until Next has hydrated the page: the example loads the elements' scripts from an effect,
 * after hydration (app/cine-elements.tsx), so a defined tag says so. A choice made before is the
 * DOM's alone, which React does not hear (next dev hydrates seconds after the paint).
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => customElements.get('cine-login') !== undefined);
  // And our island has hydrated the server's form (its first commit marks the tag): next dev loads the
  // texts seconds later, and a language switched before then renders the form afresh, typing lost.
  await page.locator('cine-login[data-shown]').waitFor({ state: 'attached' });
}

/** Opens the example's home, records its console from the start, and waits until Next hydrated it. */
async function openHydrated(page: Page, origin: string): Promise<() => string[]> {
  const hydration = consoleOf(page);
  await page.goto(`${origin}/`);
  await hydrated(page);
  return hydration;
}

for (const mode of ['start', 'dev'] as const) {
  test.describe(`Next.js example, next ${mode}`, () => {
    test.describe.configure({ mode: 'serial' });
    let next: NextServer | undefined;
    let origin = '';

    test.beforeAll(async () => {
      test.setTimeout(900_000);
      // `npm test` prepared it in the pack test; a lone e2e run prepares it here.
      if (!examplesReady()) await prepareExamples();
      next = await startNext(
        mode,
        mode === 'start' ? NEXT_START_PORT : NEXT_DEV_PORT,
        `http://localhost:${E2E_PORT}/api/`,
      );
      origin = next.origin;
      // next dev compiles a route on its first request: both pages once, before any test times them.
      const start = performance.now();
      for (const path of ['/', '/cinemas']) expect((await fetch(`${origin}${path}`)).status).toBe(200);
      const first = ((performance.now() - start) / 1000).toFixed(1);
      console.log(
        `next-example: next ${mode} ready in ${next.ready} s, first answers of / and /cinemas in ${first} s`,
      );
    });

    test.afterAll(async () => {
      await next?.stop();
    });

    test(`next ${mode}: the server's HTML paints the form and the menu, JavaScript off`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      const { element, submit } = loginForm(page);
      await expect(element.getByRole('heading', { level: 1 })).toHaveText('Se connecter');
      await expect(submit).toBeVisible();
      await expect(page.locator('cine-user-menu')).toHaveCount(1);
      expect(await element.evaluate((tag) => tag.shadowRoot?.querySelector('form') !== null)).toBe(true);
      await context.close();
    });

    test(`next ${mode}: hydrates with no warning, follows the page's lang in place keeping the typed e-mail, survives 20 removals`, async ({
      page,
      axe,
    }) => {
      const hydration = await openHydrated(page, origin);
      await expect(loginForm(page).element.getByRole('heading', { level: 1 })).toHaveText('Se connecter');
      await followsLangAndSurvivesRemovals(page, `next ${mode}`);
      await axe.check();
      expect(hydration()).toEqual([]);
    });

    test(`next ${mode}: client-side navigations away and back render the form again, with no warning`, async ({
      page,
    }) => {
      const hydration = await openHydrated(page, origin);
      const { element, submit } = loginForm(page);
      await expect(submit).toBeVisible();
      for (let round = 0; round < 2; round += 1) {
        await page.getByRole('link', { name: 'Our cinemas' }).click();
        await expect(page.getByRole('heading', { name: 'Ciné Lac: our cinemas' })).toBeVisible();
        await expect(element).toHaveCount(0);
        await page.getByRole('link', { name: 'Back to my account' }).click();
        await expect(element.getByRole('heading', { level: 1 })).toHaveText('Se connecter');
        await expect(submit).toBeVisible();
        // Created by the client: no unparsed <template shadowrootmode> left in the tag.
        expect(await element.evaluate((tag) => tag.childNodes.length)).toBe(0);
      }
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Ciné Lac: our cinemas' })).toBeVisible();
      await page.goForward();
      await expect(submit).toBeVisible();
      expect(hydration()).toEqual([]);
    });

    test(`next ${mode}: signs in through <cine-login>; the app's own handler shows the member`, async ({
      page,
      axe,
    }) => {
      const hydration = await openHydrated(page, origin);
      await expect(loginForm(page).submit).toBeVisible();
      await signIn(page, demoAccount('ch'));
      await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toHaveText(
        /^Signed in as \S+ \(demo\.ch@cine\.test\)$/,
      );
      // The header's menu shares the session: it now shows the member's chip.
      await expect(page.locator('cine-user-menu').getByRole('button')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
      await axe.check();
      expect(hydration()).toEqual([]);
    });
  });
}
