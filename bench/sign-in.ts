// A sign-in at first sight, by an instant typist: the probe (probe-script.js) types e-mail and
// password in the frame the field is painted, ticks the human check once it shows and presses the
// button once it is enabled. The figure is when the sign-in request starts, i.e. leaves the page.
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { demoAccount } from '../tests/setup/demo';
import type { Mode, Scheme } from './modes';
import { BENCH_LOCALE, openProbed, type Target, within } from './pages';

/** The demo member every member page and every sign-in uses (docs/demo.md "Demo accounts"). */
export const MEMBER = demoAccount('ch');

// The product's POST /api/{lang}/login, or the bare page's POST /api/login.
// Pressed and nothing left this long after: the sign-in is stuck (lost values, an error shown).
const STUCK_MS = 5_000;

// The sign-in's start, or undefined when the page was pressed and sent nothing, or at the timeout.
async function sentOrStuck(tab: Page, sent: Promise<number>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let pressed: number | undefined;
  while (Date.now() < deadline) {
    const at = await within(sent, 250);
    if (at !== undefined) return at;
    const wasPressed = await tab.evaluate('window.__cineBench?.pressedAt !== undefined').catch(() => false);
    if (wasPressed) pressed ??= Date.now();
    if (pressed !== undefined && Date.now() - pressed > STUCK_MS) return undefined;
  }
  return undefined;
}

const loginRequest = /\/api\/([a-z]{2}([-_][A-Za-z]{2})?\/)?login$/;

/** The sign-in form of the page (locators pierce open shadow roots). */
export function form(tab: Page) {
  return {
    login: tab.locator('input[autocomplete="username"], input[type="email"]').first(),
    password: tab.locator('input[type="password"]').first(),
    captcha: tab.locator('input[part="captcha-checkbox"]'),
    submit: tab.locator('button[type="submit"]').first(),
  };
}

// Waits for the button to be enabled, ticks the dev human check if the form shows one, and presses.
export async function send(tab: Page, submit: Locator, timeout: number): Promise<void> {
  const button = await submit.elementHandle({ timeout });
  await button?.waitForElementState('enabled', { timeout });
  const { captcha } = form(tab);
  if (await captcha.count()) await captcha.first().check({ timeout });
  await submit.click({ timeout });
}

/** Milliseconds from navigation start to the start of the sign-in request, or undefined if none left. */
export async function measureSignIn(
  browser: Browser,
  target: Target,
  mode: Mode,
): Promise<number | undefined> {
  const credentials = { login: MEMBER.email, password: MEMBER.password };
  const { context, tab, cdp } = await openProbed(browser, target, mode, { signIn: credentials });
  try {
    // Chromium's own clock for both requests: the page's and the sign-in's (seconds, monotonic).
    let pageAt: number | undefined;
    let resolveSent = (_at: number) => {};
    const sent = new Promise<number>((resolve) => {
      resolveSent = resolve;
    });
    cdp.on('Network.requestWillBeSent', ({ request, timestamp, type }) => {
      if (type === 'Document') pageAt ??= timestamp;
      else if (request.method === 'POST' && loginRequest.test(new URL(request.url).pathname))
        resolveSent(timestamp);
    });
    await cdp.send('Network.enable');
    await tab.goto(target.url, { waitUntil: 'commit', timeout: mode.timeoutMs });
    const sentAt = await sentOrStuck(tab, sent, mode.timeoutMs);
    // Navigation start is when the page's own request left (its fetchStart is a few ms at most).
    return sentAt === undefined || pageAt === undefined ? undefined : (sentAt - pageAt) * 1000;
  } catch (error) {
    console.error(`  (sign-in on ${target.name} failed: ${String(error).split('\n')[0]})`);
    return undefined;
  } finally {
    await context.close();
  }
}

/**
 * Signs the demo member in once through `/fr/login`, as a person would, and returns the context's
 * storage (session cookie and all) for each member page's fresh context.
 */
export async function memberSession(
  browser: Browser,
  port: number,
  scheme: Scheme = 'http',
): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext({ locale: BENCH_LOCALE, ignoreHTTPSErrors: true });
  try {
    const tab = await context.newPage();
    await tab.goto(`${scheme}://ch.localhost:${port}/fr/login`);
    const fields = form(tab);
    await fields.login.fill(MEMBER.email);
    await fields.password.fill(MEMBER.password);
    await send(tab, fields.submit, 30_000);
    await tab.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}
