import type { BrowserContext, Page } from '@playwright/test';
import { keep, kept, keptOrders, OFFLINE, served } from './door';
import { demoAccount, expect, passCaptcha, SESSION_COOKIE, signIn, test, waitForIslands } from './fixtures';
import { newEmail } from './members';
import { RUNTIMES, type Runtime, type SiteLane, startSiteLane } from './site-lane';

// The account site as deployed: built by `npm run build:site`, served by Node and by workerd, the demo
// API on a sibling host and another port, so every call crosses origins, with CORS and credentials;
// the same public folder on a static host, which routes the API under its own origin; and a build under
// a base path on Node.

declare global {
  interface Window {
    __violations: string[];
  }
}

let lane: SiteLane;

test.describe.configure({ timeout: 180_000 });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  lane = await startSiteLane();
});
test.afterAll(async () => lane?.stop());

/**
 * Records the CSP violations of the pages' own code in every frame. axe, which the test runs through
 * Playwright (no source file), sets inline styles the strict policy refuses: the console's reports of
 * those are allowed, the listener still counts any from a file or the page.
 */
async function watchPolicy(
  context: BrowserContext,
  allowConsoleErrors: (pattern: RegExp) => void,
  runtime: Runtime,
) {
  allowConsoleErrors(/^console: Applying inline style violates the following Content Security Policy/);
  if (runtime === 'static')
    allowConsoleErrors(/^console: Executing inline script violates .*\/assets\/injections-/);
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.sourceFile)
        window.__violations.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        );
    });
  });
}
/**
 * The violations seen. Without a nonce (a static host), the policy refuses the inline script the
 * settings inject (docs/deploy.md says so): that one is expected there.
 */
const violations = async (page: Page, runtime: Runtime) => {
  const found: string[] = [];
  for (const frame of page.frames()) found.push(...(await frame.evaluate(() => window.__violations ?? [])));
  const injected = /^script-src-elem inline \S+\/assets\/injections-[\w-]+\.js:\d+$/;
  return runtime === 'static' ? found.filter((entry) => !injected.test(entry)) : found;
};

for (const runtime of RUNTIMES) {
  test.describe(`site on ${runtime}`, () => {
    const site = (path: string, cc = 'ch') => lane.site(runtime, cc, path);

    test('ch/fr: sign-in, the dashboard, the e-tickets at the door offline, and the door emptied at sign-out', async ({
      page,
      context,
      axe,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(OFFLINE);
      await watchPolicy(context, allowConsoleErrors, runtime);
      const login = await page.goto(site('/fr/login'));
      const policy = login?.headers()['content-security-policy'] ?? '';
      if (runtime === 'static') expect(policy).toContain("script-src 'self';");
      else {
        expect(policy).toContain(`connect-src 'self' ${new URL(lane.api(runtime, 'ch')).origin}`);
        expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
      }
      await signIn(page, demoAccount('ch'));
      await expect(page).toHaveURL(site('/fr'), { timeout: 20_000 });
      const dashboard = page.locator('cine-dashboard');
      await expect(dashboard.locator('svg[part~="qr-code"]').first()).toBeVisible();
      // The session cookie lives on the domain the site and the API share, so the tunnel gets it.
      const session = (await context.cookies(site('/'))).find((cookie) => cookie.name === SESSION_COOKIE);
      expect(session?.domain).toBe('.ch.localhost');
      await axe.check();

      // A static host has no prerendered page to keep a snapshot of: the scripts show the kept orders.
      const prerendered = runtime !== 'static';
      if (prerendered) await keep(page, site('/fr/e-tickets'));
      else await page.goto(site('/fr/e-tickets'));
      const tickets = page.locator('cine-tickets');
      await expect(tickets.locator('svg[part~="qr-code"]').first()).toBeVisible();
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => keptOrders(page)).toBe(1);

      // At the door with no network: the codes paint from the member's snapshot (from the kept orders).
      await context.setOffline(true);
      const door = await served(await page.goto(site('/fr/e-tickets')));
      expect(door.includes('part="qr-code"')).toBe(prerendered);
      await expect(tickets.locator('[part~="kept-note"]')).toContainText('Vous êtes hors ligne');
      await expect(tickets.locator('svg[part~="qr-code"]').first()).toBeVisible();
      await axe.check();
      await context.setOffline(false);

      // Signing out lands on the catalogue home (the API's), whose link leads back to the site.
      await page.goto(site('/fr'));
      await waitForIslands(page);
      const menu = page.locator('cine-user-menu');
      await menu.getByRole('button', { name: /Léa/ }).click();
      await menu.getByRole('button', { name: 'Se déconnecter' }).click();
      await expect(page).toHaveURL(lane.api(runtime, 'ch', '/catalogue/fr'));
      // Its link names the site's origin only: the demo API cannot know another base path.
      if (runtime === 'node under /account/') await page.goto(site('/fr'));
      else await page.getByRole('link', { name: 'Aller à mon compte' }).click();
      await expect(page).toHaveURL(new RegExp(`^${site('/fr')}`));
      await expect.poll(() => kept(page)).toEqual([]);
      await expect.poll(() => keptOrders(page)).toBe(0);
      // Offline, a visitor's settings call fails inside the worker, which has no copy to give.
      allowConsoleErrors(/net::ERR_FAILED \(http:\/\/api\.ch\.localhost:\d+\/api\/fr\/settings\)/);
      await context.setOffline(true);
      expect(await served(await page.goto(site('/fr/e-tickets')))).not.toContain('part="qr-code"');
      await expect(page.locator('cine-account svg[part~="qr-code"]')).toHaveCount(0);
      await context.setOffline(false);
      expect(await violations(page, runtime)).toEqual([]);
    });

    test.describe('a visitor', () => {
      test.use({ privacyPopin: 'shown' });

      test("ch/fr: the privacy pop-in's policy page on the API's host, then the signup's first step", async ({
        page,
        context,
        axe,
        allowConsoleErrors,
      }) => {
        await watchPolicy(context, allowConsoleErrors, runtime);
        await page.goto(site('/fr/signup'));
        await waitForIslands(page);
        const popin = page.getByRole('dialog', { name: 'Votre vie privée' });
        const policy = popin.getByRole('link', { name: /Lire notre politique de confidentialité/ });
        // A new tab on the API's host, which answers the page its settings name.
        const [tab] = await Promise.all([page.waitForEvent('popup'), policy.click()]);
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
          'Politique de confidentialité (démo)',
        );
        expect(new URL(tab.url()).origin).toBe(new URL(lane.api(runtime, 'ch')).origin);
        await tab.close();
        await popin.getByRole('button', { name: 'Fermer' }).click();

        const signup = page.locator('cine-signup');
        await signup.locator('input[autocomplete="email"]').fill(newEmail('site-lane'));
        await signup.locator('input[autocomplete="new-password"]').fill(demoAccount('ch').password);
        const cinema = signup.locator('select[id$="-favoriteCinema"]');
        await expect(cinema.locator('option')).not.toHaveCount(1);
        await cinema.selectOption({ index: 1 });
        await signup.locator('button[type="submit"]').click();
        await expect(signup.locator('h2.signup__step-heading')).toContainText('Étape 2 sur 3');
        await axe.check();
        expect(await violations(page, runtime)).toEqual([]);
      });
    });

    test('a partner page frames the sign-in and receives its result; a page on another origin may not frame it', async ({
      page,
      context,
      allowConsoleErrors,
    }) => {
      await watchPolicy(context, allowConsoleErrors, runtime);
      const frameUrl = site('/fr/login-iframe');
      const framed = page.waitForResponse(frameUrl);
      await page.goto(`${lane.partner}/?src=${encodeURIComponent(frameUrl)}`);
      expect((await framed).headers()['content-security-policy']).toContain(
        `frame-ancestors 'self' ${lane.partner}`,
      );
      const form = page.frameLocator('#account').locator('cine-login');
      await form.locator('input[autocomplete="username"]').fill(demoAccount('ch').email);
      await form.locator('input[autocomplete="current-password"]').fill(demoAccount('ch').password);
      await passCaptcha(form);
      await form.locator('button[type="submit"]').click();
      const entry = page.locator('#log li', { hasText: 'LOGIN_SUCCESSFUL' });
      await expect(entry).toHaveCount(1);
      await expect(entry).toHaveAttribute('data-origin', new URL(site('/')).origin);
      expect(await violations(page, runtime)).toEqual([]);

      // The same page on an origin the configuration does not name: the browser refuses the frame.
      allowConsoleErrors(/frame-ancestors/);
      const other = lane.partner.replace('//partner.', '//evil.');
      await page.goto(`${other}/?src=${encodeURIComponent(frameUrl)}`);
      await expect(page.frameLocator('#account').locator('cine-login')).toHaveCount(0);
      await expect(page.locator('#log li')).toHaveCount(0);
    });

    test('the language of the home page: the lang cookie, else the browser’s, else the country’s', async ({
      browser,
    }) => {
      const open = async (cc: string, locale: string, lang?: string) => {
        const context = await browser.newContext({ locale });
        if (lang) await context.addCookies([{ name: 'lang', value: lang, url: site('/', cc) }]);
        const page = await context.newPage();
        const response = await page.goto(site('/', cc));
        // The server says its answer follows the language headers; a static host chooses in the browser.
        if (runtime !== 'static') expect(response?.headers().vary).toContain('Accept-Language');
        // A visitor: the home route asks for a sign-in first, in the language chosen.
        await expect(page).toHaveURL(/\/login\?returnUrl=/);
        await waitForIslands(page);
        const shown = [page.url().replace(/\?.*/, ''), await page.locator('html').getAttribute('lang')];
        shown.push((await page.locator('cine-login button[type="submit"]').textContent())?.trim() ?? '');
        await context.close();
        return shown;
      };
      expect(await open('be', 'nl-BE')).toEqual([site('/nl/login', 'be'), 'nl', 'Aanmelden']);
      expect(await open('ch', 'en-GB')).toEqual([site('/en/login'), 'en', 'Sign in']);
      expect(await open('ch', 'en-GB', 'fr')).toEqual([site('/fr/login'), 'fr', 'Se connecter']);
      // Italian is no language of the Swiss site: its default, German.
      expect(await open('ch', 'it-CH')).toEqual([site('/de/login'), 'de', 'Anmelden']);
    });
  });
}
