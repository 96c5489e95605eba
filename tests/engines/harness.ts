import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { OutboxResponse } from '../../src/api/contract/outbox';
import { AXE_TAGS, REVIEW_ONLY } from '../setup/axe-rules';
import type { Country } from '../setup/demo';
import { demoAccount } from '../setup/demo';
import { script } from './page-scripts';
import type { EngineName, Found, Session } from './session';

export const ENGINE = (process.env.ENGINE ?? 'firefox') as EngineName;
// Generous: on two busy cores a lazy island (help articles, the partner frame) can take more than 15 s.
const TIMEOUT = 30_000;

/** `https://ch.localhost:<port>/fr/login`: both engines resolve `*.localhost` to loopback by themselves. */
export const at = (country: Country | 'partner' | null, path = '/') =>
  new URL(path, `https://${country ? `${country}.` : ''}localhost:${inject('demoPort')}`).href;

async function open(engine: EngineName): Promise<Session> {
  if (engine === 'webkit') return (await import('./webdriver-session')).webdriverSession();
  return (await import('./puppeteer-session')).puppeteerSession(engine);
}

/** What a page's scripts logged as errors or threw (demo/pages/console-record.ts), emptied as read. */
const CONSOLE =
  'const said = window.__cineDemoConsole; return said ? said.splice(0).map((e) => e.kind + ": " + e.text) : null;';
let heard: string[] = [];
let allowed: RegExp[] = [];

/** Lets the current test's pages log errors matching these (a fault the test provokes on purpose). */
export function allowConsoleErrors(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

/** The console errors of the page shown now (and of the pages before it in this test), kept for the check. */
export async function consoleErrors(s: Session): Promise<string[]> {
  const url = await s.url().catch(() => '?');
  const said = await s.run<string[] | null>(CONSOLE).catch(() => null);
  heard.push(...(said ?? []).map((line) => `${line} (${url})`));
  return heard;
}

/**
 * One browser for the test file, started before its tests and closed after them. Each test fails on
 * a console error or an uncaught error of the pages it opened (read before each goto and at its end).
 */
export function withBrowser(): { readonly s: Session } {
  const holder: { s?: Session } = {};
  beforeAll(async () => {
    const s = await open(ENGINE);
    const goto = s.goto.bind(s);
    s.goto = async (url) => {
      await consoleErrors(s);
      await goto(url);
    };
    holder.s = s;
  });
  afterEach(async () => {
    if (holder.s) await consoleErrors(holder.s);
    const unexpected = heard.filter((line) => !allowed.some((pattern) => pattern.test(line)));
    heard = [];
    allowed = [];
    expect(unexpected, `console errors in ${ENGINE}`).toEqual([]);
  });
  afterAll(async () => {
    await holder.s?.close();
  });
  return {
    get s() {
      if (!holder.s) throw new Error('the browser did not start');
      return holder.s;
    },
  };
}

async function poll<T>(
  what: () => Promise<T | null | undefined | false>,
  message: () => string | Promise<string>,
  timeout = TIMEOUT,
): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await what().catch(() => null);
    if (value) return value;
    if (Date.now() > end) throw new Error(await message());
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Waits for a shown element (see {@link Session.find}). */
export const element = (s: Session, selector: string, text?: string, timeout?: number): Promise<Found> =>
  poll(
    () => s.find(selector, text),
    () => failure(s, `no shown ${selector}${text ? ` saying "${text}"` : ''}`),
    timeout,
  );

let failures = 0;
/** The message of a failed wait, with a screenshot of the page at that moment beside the reports. */
async function failure(s: Session, message: string): Promise<string> {
  const path = `test-results/engines-${ENGINE}-failure-${++failures}.png`;
  await s.screenshot(path).catch(() => {});
  return `${message} on ${ENGINE} at ${await s.url().catch(() => '?')} (screenshot ${path})`;
}

/** Waits for a door snapshot (docs/embedding.md) to make way: taps before its screen's script runs are lost. */
const live = (s: Session) =>
  poll(
    async () => (await s.run<number>(script('countDeep'), '[data-door]')) === 0,
    () => failure(s, 'the door snapshot never made way for the live screen'),
  );

/**
 * Clicks as a member taps: on the element where it shows, brought into view as the page asks, and
 * only when nothing (a bar fixed over the page, a pop-in) covers it there; else fails saying what does.
 */
export async function click(s: Session, selector: string, text?: string): Promise<void> {
  try {
    await live(s);
    const found = await element(s, selector, text);
    const cover = await poll(
      async () => {
        const what = await s.run<string>(script('reveal'), selector, text ?? null);
        return what === '' ? 'uncovered' : null;
      },
      async () =>
        `covered by ${await s.run<string>(script('reveal'), selector, text ?? null).catch(() => '?')}`,
      5_000,
    ).catch((error: Error) => error.message);
    if (cover !== 'uncovered') throw new Error(cover);
    await found.click();
  } catch (error) {
    throw new Error(
      await failure(
        s,
        `click on ${selector} "${text ?? ''}" failed: ${(error as Error).message.split('\n')[0]}`,
      ),
    );
  }
}

/** Replaces the value of a field: selects what is there, then types. */
export async function fill(s: Session, selector: string, value: string, label?: string): Promise<void> {
  const field = await element(s, selector, label);
  await s.run(script('selectField'), selector, label ?? null);
  await field.type(value);
}

/** What the member sees on the page now (document and open shadow roots). */
export const seen = (s: Session): Promise<string> => s.run<string>(script('visibleText'));

/** Waits until the page shows `text`. */
export async function see(s: Session, text: string | RegExp, timeout?: number): Promise<void> {
  const match = (page: string) => (typeof text === 'string' ? page.includes(text) : text.test(page));
  await poll(
    async () => match(await seen(s)),
    async () => `${await failure(s, `"${text}" not seen`)}; the page shows: ${(await seen(s)).slice(0, 600)}`,
    timeout,
  );
}

/** Waits until the URL matches. */
export async function waitUrl(s: Session, pattern: RegExp, timeout?: number): Promise<string> {
  return poll(
    async () => {
      const url = await s.url();
      return pattern.test(url) && url;
    },
    async () => `URL ${await s.url()} never matched ${pattern} on ${ENGINE}`,
    timeout,
  );
}

/** How far the page scrolls sideways (0: not at all). */
export const overflow = (s: Session): Promise<number> => s.run<number>(script('sidewaysOverflow'));

/** The controls left under something fixed over the page once it is scrolled to its end (none: []). */
export const coveredAtEnd = (s: Session): Promise<string[]> => s.run<string[]>(script('coveredAtEnd'));

/** Ticks the demo captcha when the form shows one. */
export async function passCaptcha(s: Session, within = ''): Promise<void> {
  const selector = `${within} input[part="captcha-checkbox"]`.trim();
  if (await s.find(selector)) await click(s, selector);
}

/** Fills and sends the login form on the page. */
export async function signInWith(s: Session, email: string, password: string): Promise<void> {
  await fill(s, 'input[autocomplete="username"]', email);
  await fill(s, 'input[autocomplete="current-password"]', password);
  await passCaptcha(s);
  await click(s, 'button[type="submit"]');
}

/** Signs a member in through the login page of the country (after clearing the last one's session). */
export async function signInAs(
  s: Session,
  country: Country,
  member: { email: string; password: string },
  path: string,
) {
  await freshVisitor(s, country);
  await s.goto(at(country, '/en/login'));
  await signInWith(s, member.email, member.password);
  await waitUrl(s, /\/en$/, 20_000);
  await s.goto(at(country, path));
  await dismissPrivacy(s);
}

/** Signs the country's demo member in through the login page and waits to leave it. */
export async function signIn(s: Session, country: Country, lang = 'fr'): Promise<void> {
  await s.goto(at(country, `/${lang}/login`));
  const account = demoAccount(country);
  await signInWith(s, account.email, account.password);
  await waitUrl(s, /\/(fr|en|de|nl)(\/)?(\?.*)?$/, 20_000);
  await dismissPrivacy(s);
}

/** Closes the privacy pop-in the dashboard shows once per visit (a modal: nothing behind it takes clicks). */
export async function dismissPrivacy(s: Session): Promise<void> {
  // Closed once in this visit (the pop-in's own flag): it will not show again.
  if (
    await s
      .run<boolean>("return sessionStorage.getItem('cine-privacy-popin-closed') === '1'")
      .catch(() => false)
  )
    return;
  const close = await poll(
    () => s.find('dialog[open] button'),
    () => '',
    4_000,
  ).catch(() => null);
  if (!close) return;
  await close.click();
  await poll(
    async () => !(await s.find('dialog[open]')),
    () => failure(s, 'the privacy pop-in did not close'),
  );
}

/** A first-time visitor of the country host: its cookies and storage cleared (none is HttpOnly). */
export async function freshVisitor(s: Session, country: Country): Promise<void> {
  // A plain file of the host: no app on it that could write the session back while it goes away.
  await s.goto(at(country, '/cine-sw.js'));
  await s.clearCookies();
  await s.run('localStorage.clear(); sessionStorage.clear();');
  await s.goto(at(country, '/catalogue/en'));
  const left = await s.run<string>('return document.cookie');
  if (left.includes('cine_session='))
    throw new Error(`the session cookie outlived clearing on ${ENGINE}: ${left}`);
}

/** GET on the demo (the outbox), trusting its self-signed certificate. */
export function getJson(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request(url, { rejectUnauthorized: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(JSON.parse(body)));
    })
      .on('error', reject)
      .end();
  });
}

/** The newest e-mail to `to` in the dev outbox, waiting for it (docs/demo.md "Dev outbox"). */
export async function nextMail(to: string, kind?: string) {
  return poll(
    async () => {
      const { messages } = OutboxResponse.parse(
        await getJson(at(null, `/api/dev/outbox?to=${encodeURIComponent(to)}`)),
      );
      return messages
        .filter((m) => !kind || m.kind === kind)
        .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
        .at(-1);
    },
    () => `no e-mail${kind ? ` (${kind})` : ''} to ${to} in the dev outbox`,
  );
}

let axeSource: string | undefined;
/**
 * axe-core (from node_modules, sent through the driver, which no page CSP stops) run in the page or
 * frame shown now with the e2e suite's WCAG 2.2 AA tags: one line per violation (none: []).
 */
export async function axeViolations(s: Session): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return s.run<string[]>(
    `${axeSource}\nreturn axe.run(document, { runOnly: { type: 'tag', values: arguments[0] }, rules: Object.fromEntries(arguments[1].map((id) => [id, { enabled: false }])) }).then((r) => r.violations.map((v) => v.id + ' (' + v.nodes.length + '): ' + JSON.stringify(v.nodes[0].target)));`,
    AXE_TAGS,
    REVIEW_ONLY,
  );
}

/** How many shown elements match a plain selector (any open root). */
export const count = (s: Session, selector: string): Promise<number> =>
  s.run<number>(script('countDeep'), selector);

/** Picks `value` in the index-th shown select matching `selector`. */
export const choose = async (s: Session, selector: string, value: string, index = 0): Promise<string> => {
  await live(s);
  return s.run<string>(script('choose'), selector, value, index);
};

/** The value of the index-th shown field matching `selector`. */
export const fieldValue = (s: Session, selector: string, index = 0): Promise<string | null> =>
  s.run<string | null>(script('fieldValue'), selector, index);

export const optionsOf = (s: Session, selector: string, index = 0): Promise<string[]> =>
  s.run<string[]>(script('optionsOf'), selector, index);

/** The focused element's name and what it says. */
export const focused = (s: Session): Promise<string> => s.run<string>(script('focusedSaid'));

/** Waits until `check` holds, failing with `message` and a screenshot. */
export const until = (s: Session, check: () => Promise<boolean>, message: string, timeout?: number) =>
  poll(check, () => failure(s, message), timeout);

/** The heading of the page's `<cine-login>`, read through its shadow root ('' when there is none). */
export const loginHeading = (s: Session): Promise<string> =>
  s.run<string>(
    "return document.querySelector('cine-login')?.shadowRoot?.querySelector('h1')?.textContent ?? ''",
  );
