import type { Locator, Page } from '@playwright/test';
import { recordPwned } from '../payloads/pwned';
import { redirectPayloads, SAFE_RETURNS } from '../payloads/redirects';
import { countryUrl, demoAccount, expect, loginForm, test } from './fixtures';

// Every bypass payload through every return URL of a sign-in, in one page each:
// the cancelable `cine-navigate` event tells where the page would go, and is cancelled to try the next.

declare global {
  interface Window {
    __navs: string[];
  }
}

// One sign-in per payload: on two busy CI cores these loops take longer than a single test's minute.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(recordPwned);
  await context.addInitScript(() => {
    window.__navs = [];
    document.addEventListener('cine-navigate', (event) => {
      window.__navs.push((event as CustomEvent<{ to: string }>).detail.to);
      event.preventDefault();
    });
  });
});

/** Watches what must never happen: a request or navigation to another host, a dialog. */
function watchEscapes(page: Page, origin: string) {
  const escapes: string[] = [];
  page.on('dialog', (dialog) => {
    escapes.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (new URL(frame.url()).origin !== origin) escapes.push(`navigated to ${frame.url()}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.hostname.endsWith('localhost')) escapes.push(`request to ${url.href}`);
  });
  return escapes;
}

/** Signs in once per payload (`setReturn` puts it in place) and reads where the page would go. */
async function tryPayloads(
  page: Page,
  form: ReturnType<typeof loginForm>,
  payloads: string[],
  setReturn: (p: string) => Promise<void>,
) {
  const account = demoAccount('ch');
  await form.login.fill(account.email);
  await form.password.fill(account.password);
  const box: Locator = form.element.getByRole('checkbox');
  const results: { payload: string; to: string }[] = [];
  for (const payload of payloads) {
    await setReturn(payload);
    // A successful sign-in unticks the human check, as a failed one does.
    if (await box.count()) await box.first().check();
    const before = await page.evaluate(() => window.__navs.length);
    // The account loads after each sign-in and takes a pending redirect: let it end before the next case.
    const clientLoaded = page.waitForResponse((response) => response.url().includes('/accounts/me'));
    await form.submit.click();
    await page.waitForFunction((count) => window.__navs.length > count, before);
    await clientLoaded;
    results.push({ payload, to: await page.evaluate((count) => window.__navs[count] as string, before) });
  }
  return results;
}

/** Safe return URLs must still be followed (else "held" means nothing), then every payload is tried. */
async function tryControlThenPayloads(
  page: Page,
  form: ReturnType<typeof loginForm>,
  origin: string,
  setReturn: (p: string) => Promise<void>,
) {
  const control = await tryPayloads(page, form, SAFE_RETURNS, setReturn);
  expect(control.map(({ to }) => new URL(to, origin).pathname + new URL(to, origin).search)).toEqual(
    SAFE_RETURNS,
  );
  return tryPayloads(page, form, redirectPayloads(new URL(origin).host), setReturn);
}

function report(
  name: string,
  origin: string,
  results: { payload: string; to: string }[],
  escapes: string[],
  pwned: (string | number)[],
) {
  const failed = results.filter(({ to }) => new URL(to, origin).origin !== origin);
  const held = results.length - failed.length;
  console.log(
    `[open-redirects] ${name}: tried ${results.length}, held ${held}, failed ${failed.length}; scripts run ${pwned.length}, escapes ${escapes.length}`,
  );
  expect(failed.map(({ payload, to }) => `${JSON.stringify(payload)} -> ${to}`)).toEqual([]);
  expect(pwned).toEqual([]);
  expect(escapes).toEqual([]);
}

test('the return-url attribute of <cine-login>: 77 payloads lead nowhere off-site and run nothing', async ({
  page,
}) => {
  const origin = new URL(countryUrl('ch')).origin;
  const escapes = watchEscapes(page, origin);
  await page.goto(countryUrl('ch', '/login-only.html'));
  const form = loginForm(page);
  const setReturn = (payload: string) =>
    form.element.evaluate((element, value) => element.setAttribute('return-url', value), payload);

  const results = await tryControlThenPayloads(page, form, origin, setReturn);
  report('return-url attribute', origin, results, escapes, await page.evaluate(() => window.__pwnedIds));
});

test('?returnUrl= of the account site login: 77 payloads lead nowhere off-site and run nothing', async ({
  page,
}) => {
  const origin = new URL(countryUrl('ch')).origin;
  const escapes = watchEscapes(page, origin);
  await page.goto(countryUrl('ch', '/fr/login'));
  const form = loginForm(page);
  // The router reads the query on each history change, as after a guard redirect.
  const setReturn = (payload: string) =>
    page.evaluate((value) => {
      history.replaceState(null, '', `/fr/login?returnUrl=${encodeURIComponent(value)}`);
      dispatchEvent(new PopStateEvent('popstate'));
      // The router reads the URL in an effect after the next paint; idle means React's queued work ran.
      return new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })),
      );
    }, payload);

  // A first sign-in loads the page's account code, so every case below starts alike.
  await tryPayloads(page, form, ['/fr'], setReturn);
  const results = await tryControlThenPayloads(page, form, origin, setReturn);
  report('?returnUrl= query', origin, results, escapes, await page.evaluate(() => window.__pwnedIds));
});
