import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import {
  clearFault,
  countryUrl,
  demoAccount,
  expect,
  login,
  passCaptcha,
  SESSION_COOKIE,
  setFault,
  signIn,
  test,
  waitForIslands,
} from './fixtures';
import { FORMS } from './submit-forms';

// What the failure probes still found. Each case prints its figure line as the suites do.

test.describe.configure({ timeout: 120_000 });

const figure = (name: string, lines: string[], failed: string[]) =>
  `[${name}: tried ${lines.length}, held ${lines.length - failed.length}, failed ${failed.length}\n  ${lines.join('\n  ')}`;

// Node does not resolve `ch.localhost`: ask loopback, with the country's host name (as hold-injection does).
function viaLoopback(route: Route) {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  return route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
}

const STILL_TRYING = 'Le service met du temps à répondre. Nous continuons d’essayer…';

test('a dashboard waiting on accounts/me says within 5 s that it is still trying, and "retry now" brings it', async ({
  page,
  context,
  axe,
}) => {
  await login(page, 'ch');
  await waitForIslands(page);
  const dashboard = page.locator('cine-dashboard');
  const lines: string[] = [];
  const failed: string[] = [];
  for (const fault of ['timeout', '500']) {
    await setFault(context, `accounts/me:${fault}`, 'ch');
    const started = Date.now();
    await page.reload();
    const notice = dashboard.getByRole('status').filter({ hasText: STILL_TRYING });
    const said = await notice
      .waitFor({ timeout: 8_000 })
      .then(() => Date.now() - started)
      .catch(() => undefined);
    if (fault === 'timeout' && said !== undefined) await axe.check();
    await clearFault(context);
    const retried = Date.now();
    // The GET's own next try may bring the dashboard first (the notice and its button then go): either way it shows.
    const pressed =
      said !== undefined &&
      (await dashboard
        .getByRole('button', { name: 'Réessayer maintenant' })
        .click({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false));
    const shown = await dashboard
      .getByRole('heading', { level: 1 })
      .filter({ hasText: 'Léa' })
      .waitFor({ timeout: 8_000 })
      .then(() => true)
      .catch(() => false);
    const ok = said !== undefined && said < 6_500 && shown;
    lines.push(
      `accounts/me:${fault}: ${said === undefined ? 'nothing said' : `said after ${said} ms (page load included)`}, ${shown ? `dashboard ${Date.now() - retried} ms after ${pressed ? '"retry now"' : 'the fault cleared (its own next try, before the press)'}` : 'no dashboard after "retry now"'}`,
    );
    if (!ok) failed.push(fault);
  }
  console.log(figure('faults] waiting on a call', lines, failed));
  expect(failed).toEqual([]);
});

// Blocks a visitor waits on, each in its own element: the notice shows in the block's reserved space.
const WAITING_BLOCKS = [
  {
    name: 'footer (questions and cinemas)',
    path: '/fr/login',
    fault: 'footer:timeout,cinemas:timeout',
    element: 'cine-footer',
    loaded: (element: Locator) => element.getByRole('link', { name: 'Cine Lausanne Flon' }),
  },
  {
    name: 'footer, cinemas alone',
    path: '/fr/login',
    fault: 'cinemas:timeout',
    element: 'cine-footer',
    loaded: (element: Locator) => element.getByRole('link', { name: 'Cine Lausanne Flon' }),
  },
  {
    name: 'help articles',
    path: '/fr/contact-us',
    fault: 'news:timeout',
    element: 'cine-contact',
    loaded: (element: Locator) => element.locator('details').first(),
  },
];

test('the footer and the help articles say within 5 s that they are still trying, in reserved space, and "retry now" brings them', async ({
  page,
  context,
  axe,
}) => {
  const lines: string[] = [];
  const failed: string[] = [];
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const width of [390, 1280])
    for (const block of WAITING_BLOCKS) {
      await page.setViewportSize({ width, height: 800 });
      await setFault(context, block.fault, 'ch');
      const started = Date.now();
      await page.goto(countryUrl('ch', block.path));
      const element = page.locator(block.element);
      // Its box as first painted (prerendered, waiting): the notice must fit in it, pushing nothing.
      const before = (await element.boundingBox())?.height ?? 0;
      const notice = element.getByRole('status').filter({ hasText: STILL_TRYING });
      const said = await notice
        .waitFor({ timeout: 8_000 })
        .then(() => Date.now() - started)
        .catch(() => undefined);
      // What the notice moved: everything shifted since the page opened (the notice is the last change).
      const moved = await page.evaluate(() =>
        (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
      );
      const grown = ((await element.boundingBox())?.height ?? 0) - before;
      if (said !== undefined && width === 390) await axe.check();
      await clearFault(context);
      const retried = Date.now();
      // From the keyboard: the phone's app banner lies over the page's end, where the footer is.
      if (said !== undefined)
        await notice.getByRole('button', { name: 'Réessayer maintenant' }).press('Enter');
      const shown = await block
        .loaded(element)
        .waitFor({ timeout: 8_000 })
        .then(() => true)
        .catch(() => false);
      const ok = said !== undefined && said < 6_500 && shown && moved <= 0.02 && Math.abs(grown) < 1;
      lines.push(
        `${block.name} (${block.fault}) at ${width} px: ${said === undefined ? 'nothing said' : `said after ${said} ms (page load included)`}, box ${before.toFixed(0)} px grown ${grown.toFixed(0)} px, layout shift ${moved.toFixed(4)}, ${shown ? `loaded ${Date.now() - retried} ms after "retry now"` : 'not loaded after "retry now"'}`,
      );
      if (!ok) failed.push(`${block.name} ${width}`);
    }
  console.log(figure('faults] footer and help articles waiting on a call', lines, failed));
  expect(failed).toEqual([]);
});

test('the profile and its favourite cinemas, waiting on a call, say within 5 s that they are still trying', async ({
  page,
  context,
  axe,
}) => {
  await login(page, 'ch');
  const profile = page.locator('cine-profile');
  const lines: string[] = [];
  const failed: string[] = [];
  // The member's data holds the whole profile; the cinema list holds its favourite cinemas block.
  const cases = [
    { fault: 'accounts/me:timeout', block: profile, loaded: profile.locator('#favorite-cinemas') },
    {
      fault: 'cinemas:timeout',
      block: profile.locator('#favorite-cinemas'),
      loaded: profile.locator('#favorite-cinemas').getByRole('combobox'),
    },
  ];
  for (const { fault, block, loaded } of cases) {
    await setFault(context, fault, 'ch');
    const started = Date.now();
    await page.goto(countryUrl('ch', '/fr/profile'));
    const said = await block
      .getByRole('status')
      .filter({ hasText: STILL_TRYING })
      .waitFor({ timeout: 8_000 })
      .then(() => Date.now() - started)
      .catch(() => undefined);
    if (said !== undefined) await axe.check();
    await clearFault(context);
    const retried = Date.now();
    if (said !== undefined) await block.getByRole('button', { name: 'Réessayer maintenant' }).click();
    const shown = await loaded
      .first()
      .waitFor({ timeout: 8_000 })
      .then(() => true)
      .catch(() => false);
    lines.push(
      `${fault} on /fr/profile: ${said === undefined ? 'nothing said' : `said after ${said} ms (page load included)`}, ${shown ? `loaded ${Date.now() - retried} ms after "retry now"` : 'not loaded after "retry now"'}`,
    );
    if (!(said !== undefined && said < 6_500 && shown)) failed.push(fault);
  }
  console.log(figure('faults] profile waiting on a call', lines, failed));
  expect(failed).toEqual([]);
});

test('the signup cinema list that failed has its own retry, and is fetched again when opened', async ({
  page,
  context,
}) => {
  const lines: string[] = [];
  const failed: string[] = [];
  for (const how of ['its retry', 'opening the list'] as const) {
    await setFault(context, 'cinemas:malformed', 'ch');
    await page.goto(countryUrl('ch', '/fr/signup'));
    await waitForIslands(page);
    const signup = page.locator('cine-signup');
    const select = signup.getByLabel('Cinéma préféré');
    const retry = signup.getByRole('button', { name: 'Recharger la liste des cinémas' });
    await expect(signup.getByText('La liste des cinémas n’a pas pu être chargée.')).toBeVisible();
    await clearFault(context);
    const offered = await retry.isVisible();
    if (how === 'its retry' && offered) await retry.click();
    else await select.focus();
    const loaded = await expect
      .poll(() => select.locator('option').count(), { timeout: 8_000 })
      .toBeGreaterThan(1)
      .then(() => true)
      .catch(() => false);
    lines.push(
      `cinemas:malformed, then ${how}: ${offered ? 'retry offered' : 'no retry'}, ${loaded ? 'list loaded' : 'list still empty'}`,
    );
    if (!offered || !loaded) failed.push(how);
  }
  console.log(figure('faults] signup cinema list', lines, failed));
  expect(failed).toEqual([]);
});

test('a sign-in sent while the settings still retry after a timeout is never refused for the XSRF cookie', async ({
  page,
  context,
}) => {
  await setFault(context, 'settings:timeout', 'ch');
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/fr\/login$/.test(new URL(response.url()).pathname)) statuses.push(response.status());
  });
  await page.goto(countryUrl('ch', '/fr/login'));
  await signIn(page, demoAccount('ch'));
  const signedIn = await expect(page)
    .not.toHaveURL(/\/login(\?|$)/, { timeout: 45_000 })
    .then(() => true)
    .catch(() => false);
  const line = `settings:timeout, sign-in: answers ${statuses.join(', ') || 'none'}, ${signedIn ? 'signed in' : 'still on the login page'}`;
  console.log(figure('tokens] writes before the XSRF cookie', [line], signedIn ? [] : [line]));
  expect(signedIn).toBe(true);
});

test('a member code too long for a QR code leaves the dashboard whole', async ({ page }) => {
  const lines: string[] = [];
  const failed: string[] = [];
  await login(page, 'ch');
  for (const length of [3_000, 100_000]) {
    await page.route(/\/api\/fr\/accounts\/me$/, async (route) => {
      const response = await viaLoopback(route);
      await route.fulfill({ response, json: { ...(await response.json()), qrCode: 'Q'.repeat(length) } });
    });
    await page.reload();
    const dashboard = page.locator('cine-dashboard');
    const whole = await dashboard
      .getByText('Ce code ne peut pas être affiché sous forme de code QR.')
      .waitFor({ timeout: 15_000 })
      .then(() => dashboard.getByRole('heading', { level: 1 }).filter({ hasText: 'Léa' }).isVisible())
      .catch(() => false);
    const crashed = await dashboard.getByText('Un problème est survenu').isVisible();
    lines.push(
      `qrCode of ${length} characters: ${whole && !crashed ? 'dashboard whole, code said' : 'screen down'}`,
    );
    if (!whole || crashed) failed.push(String(length));
    await page.unroute(/\/api\/fr\/accounts\/me$/);
  }
  console.log(figure('faults] odd data', lines, failed));
  expect(failed).toEqual([]);
});

test("under trusted-types 'none' the injections are skipped with one warning, nothing uncaught", async ({
  page,
  allowConsoleErrors,
}) => {
  // Chromium's own report of the refused createPolicy: the only way to learn the policy is refused.
  allowConsoleErrors(/Creating a TrustedTypePolicy named 'cine-account' violates/);
  const warnings: string[] = [];
  const uncaught: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('cine-account'))
      warnings.push(message.text());
  });
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.route(/\/fr\/login$/, async (route) => {
    const response = await viaLoopback(route);
    const headers = {
      ...response.headers(),
      'content-security-policy': "require-trusted-types-for 'script'; trusted-types 'none'",
    };
    await route.fulfill({ response, headers });
  });
  await page.goto(countryUrl('ch', '/fr/login'));
  await waitForIslands(page);
  await expect(page.locator('cine-login').locator('input[type="password"]')).toBeVisible();
  const ok = uncaught.length === 0 && warnings.length === 1 && /"cine-account"/.test(warnings[0] ?? '');
  const line = `login page: ${uncaught.length} uncaught (${uncaught.join('; ')}), ${warnings.length} warnings naming the policy`;
  console.log(figure("csp] trusted-types 'none'", [line], ok ? [] : [line]));
  expect(ok).toBe(true);
});

test('a submit made offline says the device is offline and keeps the input, on every form', async ({
  page,
  context,
  outbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/);
  const forms = FORMS.filter((form) => !form.open);
  const lines: string[] = [];
  const failed: string[] = [];
  let signedIn = false;
  for (const form of forms) {
    if (form.member && !signedIn) {
      await login(page, 'ch');
      signedIn = true;
    }
    if (form.open) await form.open(page, outbox);
    else await page.goto(countryUrl('ch', form.path));
    await waitForIslands(page);
    const element = form.element(page);
    await form.fill(element);
    const fields = element.locator('input:not([type="checkbox"]):not([type="radio"]), textarea');
    const before = await fields.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    await context.setOffline(true);
    await passCaptcha(element);
    await form.submit(element).click();
    const said = await page
      .locator('[role="alert"]:visible, [role="status"]:visible')
      .filter({ hasText: /hors ligne/ })
      .first()
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    await context.setOffline(false);
    const after = await fields.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    const kept = JSON.stringify(after) === JSON.stringify(before);
    lines.push(
      `${form.name}: ${said ? 'said offline' : 'offline not said'}, ${kept ? 'input kept' : 'input lost'}`,
    );
    if (!said || !kept) failed.push(form.name);
  }
  console.log(figure('submits] offline said as offline', lines, failed));
  expect(failed).toEqual([]);
});

const sessionCookies = async (context: BrowserContext) =>
  (await context.cookies(countryUrl('ch'))).filter((cookie) => cookie.name === SESSION_COOKIE);

test('one session cookie, with the shared domain, and a leftover host-only copy removed', async ({
  page,
  context,
}) => {
  const lines: string[] = [];
  const failed: string[] = [];
  await login(page, 'ch');
  await page.reload();
  await waitForIslands(page);
  const once = await sessionCookies(context);
  lines.push(`after sign-in and reload: ${once.map((cookie) => cookie.domain).join(', ')}`);
  if (once.length !== 1 || !once[0]?.domain.startsWith('.')) failed.push('reload');
  // A page whose device does not remember the shared domain yet (another subdomain, storage cleared).
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitForIslands(page);
  const fresh = await sessionCookies(context);
  lines.push(`after a reload with nothing remembered: ${fresh.map((cookie) => cookie.domain).join(', ')}`);
  if (fresh.length !== 1 || !fresh[0]?.domain.startsWith('.')) failed.push('nothing remembered');
  const value = once[0]?.value ?? '';
  await context.addCookies([{ name: SESSION_COOKIE, value, url: countryUrl('ch'), secure: true }]);
  await page.reload();
  await waitForIslands(page);
  const left = await sessionCookies(context);
  lines.push(
    `with a leftover host-only copy, after reload: ${left.map((cookie) => cookie.domain).join(', ')}`,
  );
  if (left.length !== 1 || !left[0]?.domain.startsWith('.')) failed.push('leftover');
  console.log(figure('tokens] session cookies', lines, failed));
  expect(failed).toEqual([]);
});

/**
 * The demo's sign-in page as another origin builds it: `<cine-login>` and the demo's module scripts and
 * API. On a real answer from that origin (a plain-text 404 of the demo on partner.localhost, no script):
 * a page Playwright fulfils has no address, and Chromium then refuses loopback requests for the local
 * network's sake, not for CORS.
 */
async function openCrossOriginPage(page: Page, demo: string) {
  const loopback = new URL(demo);
  loopback.hostname = '127.0.0.1';
  const file = await page.request.get(`${loopback.origin}/login-only.html`, {
    headers: { host: new URL(demo).host },
  });
  const scripts = [...(await file.text()).matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map(
    (match) => `${demo}${match[1]}`,
  );
  const partner = new URL(demo);
  partner.hostname = 'partner.localhost';
  await page.goto(`${partner.origin}/assets/cross-origin-page`);
  await page.evaluate(
    ({ scripts, apiBase }) => {
      const config = document.createElement('script');
      config.type = 'application/json';
      config.id = 'cine-config';
      config.textContent = JSON.stringify({ apiBase, country: 'CH' });
      document.head.append(config);
      document.body.append(document.createElement('cine-login'));
      for (const src of scripts) {
        const script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = src;
        document.head.append(script);
      }
    },
    { scripts, apiBase: `${demo}/api/` },
  );
}

test('the demo answers its static files to allowed origins, so a cross-origin page gets its form', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/CORS|Failed to load resource|module script/);
  const demo = new URL(countryUrl('ch', '/')).origin;
  const corsErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /CORS/.test(message.text())) corsErrors.push(message.text());
  });
  await openCrossOriginPage(page, demo);
  const form = await page
    .locator('cine-login')
    .locator('input[type="password"]')
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  const line = `partner.localhost loading ${demo}: ${corsErrors.length} CORS errors, ${form ? 'form shown' : 'no form'}`;
  console.log(figure('csp] cross-origin assets', [line], form && !corsErrors.length ? [] : [line]));
  expect([form, corsErrors.length]).toEqual([true, 0]);
});
