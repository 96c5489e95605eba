import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import type { OutboxMessage } from '../../src/api/contract/outbox';
import { type Country, clearFault, countryUrl, demoAccount, setFault } from '../setup/demo';
import { expect, login, passCaptcha, signIn, test, waitForIslands } from './fixtures';
import { openAsNewMember } from './members';
import { untranslated, visibleAlerts } from './messages';

// Faults on the submits: each form meets the demo's 500, malformed body, timeout and
// 401 on its call, one after the other on one page, then 3 s of latency with no fault. Each fault
// wants a message in the page's language (no key, no code, no English), no uncaught exception, the
// element still whole, the input kept; then the same submit works, without a reload.

export type Outbox = { next(to: string, kind?: OutboxMessage['kind']): Promise<OutboxMessage> };

export type Form = {
  name: string;
  country: Country;
  /** The form's page, `/{lang}/…`: the language every message must be in. */
  path: string;
  /** The call's path after /api/{lang}/ (or /tunnel/), as the fault cookie matches it. */
  call: string;
  /** Only this method of the call is the form's (accounts/me is also read with GET). */
  method?: string;
  /** Signed in first: a member of its own (free to change), or the seeded demo member (left as it is). */
  member?: 'new' | 'demo';
  /** Brings the page to the form when a visit is not enough (a reset link, signup's earlier steps). */
  open?: (page: Page, outbox: Outbox) => Promise<void>;
  element: (page: Page) => Locator;
  fill: (element: Locator) => Promise<void>;
  submit: (element: Locator) => Locator;
  succeeded: (page: Page, element: Locator) => Promise<void>;
};

/** A form of the profile page (ch), signed in as a member of its own; `element` defaults to the page's. */
export const onProfile = (
  lang: string,
  form: Omit<Form, 'country' | 'path' | 'member' | 'element'> & Partial<Pick<Form, 'element'>>,
): Form => ({
  country: 'ch',
  path: `/${lang}/profile`,
  member: 'new',
  element: (page) => page.locator('cine-profile'),
  ...form,
});

type Account = ReturnType<typeof demoAccount>;

export const FAULTS = ['500', 'malformed', 'timeout', '401'] as const;

export const typed = (element: Locator) =>
  element
    .locator('input:not([type="checkbox"]):not([type="radio"]), textarea, select')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));

const isCall = (form: Form) => (request: Request) => {
  const path =
    /^\/(?:api\/\w{2}|tunnel(?:\/\w{2})?|mobile)\/(.*)$/.exec(new URL(request.url()).pathname)?.[1] ?? '';
  const method = !form.method || request.method() === form.method;
  return method && (path === form.call || path.startsWith(`${form.call}/`));
};

/** Resolves once a request `ended` picks has ended, answered or given up (a timeout is 15 s). */
export const callEnded = (page: Page, ended: (request: Request) => boolean) =>
  Promise.race([
    page.waitForEvent('requestfinished', { predicate: ended, timeout: 30_000 }),
    page.waitForEvent('requestfailed', { predicate: ended, timeout: 30_000 }),
  ]);

/** The client's 15-s timeout of a try, which the page's clock runs through instead of waiting it out. */
const TRY_TIMEOUT_MS = 15_000;

/**
 * Does `act`, and once the call `picks` names has left, runs the page's clock (installed before the
 * page opened) past the client's timeout: a hung call gives up at once instead of in 15 s.
 */
export async function pastTimeout(
  page: Page,
  picks: (request: Request) => boolean,
  act: () => Promise<void>,
) {
  const sent = page.waitForRequest(picks);
  await act();
  await sent;
  await page.clock.runFor(TRY_TIMEOUT_MS);
}

/**
 * Submits and waits until the form's call has ended, answered or given up. With `hung`, the call hangs
 * and the page's clock (installed before the page opened) jumps past the client's timeout.
 */
export async function submitAndSettle(page: Page, form: Form, element: Locator, hung = false) {
  const settled = callEnded(page, isCall(form));
  // At a person's pace: a submit within 600 ms of an answer, with the same values, is one burst.
  await page.waitForTimeout(700);
  await passCaptcha(element);
  const click = () => form.submit(element).click();
  await (hung ? pastTimeout(page, isCall(form), click) : click());
  await settled;
}

/** What the element shows, in its shadow root. */
export const shownText = (element: Locator) =>
  element.evaluate((node) => (node.shadowRoot ?? node).textContent?.trim() ?? '');

export const messages = (page: Page) => visibleAlerts(page).allInnerTexts();

/** The messages shown, once there is at least one (a fault's answer has come). */
export async function awaitMessages(page: Page, timeout = 5_000): Promise<string[]> {
  await expect.poll(() => messages(page), { timeout }).not.toEqual([]);
  return messages(page);
}

/** Closes the toasts still shown, as the customer can, so that the next message is the next fault's. */
export const closeToasts = (page: Page) =>
  page.locator('[part="toast"] .toast__close').evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });

const language = (form: Form) => form.path.split('/')[1];

/** Opens the form's page, signed in when the form is a member's; answers who to sign in as again. */
async function openForm(page: Page, outbox: Outbox, form: Form) {
  let account: Account | undefined;
  if (form.member === 'new')
    account = await openAsNewMember(page, outbox, form.path, { country: form.country });
  else if (form.member === 'demo') {
    account = demoAccount(form.country);
    await login(page, form.country, language(form));
  }
  if (form.open) await form.open(page, outbox);
  else if (form.member !== 'new') await page.goto(countryUrl(form.country, form.path));
  await waitForIslands(page);
  return account;
}

/** A member's 401: signed out to /{lang}/login (spec section 8), then in again through that page's form. */
async function signedOutAndBack(page: Page, context: BrowserContext, form: Form, account: Account) {
  await setFault(context, `${form.call}:401`, form.country);
  await submitAndSettle(page, form, form.element(page));
  await expect(page).toHaveURL(countryUrl(form.country, `/${language(form)}/login`));
  await clearFault(context);
  await waitForIslands(page);
  const said = await messages(page);
  await signIn(page, account);
  // Signed in, the member lands on /{lang} (spec section 8 keeps no page to return to) and opens the form again.
  await expect(page).toHaveURL(countryUrl(form.country, `/${language(form)}`), { timeout: 20_000 });
  await page.goto(countryUrl(form.country, form.path));
  await waitForIslands(page);
  return said;
}

/**
 * What a fault test watches and counts: the failed loads it expects in the console, uncaught exceptions,
 * and each fault held (with what was said) or failed (with its problems), for the suite's figure line.
 */
export function faultTally(page: Page, allowConsoleErrors: (...patterns: RegExp[]) => void) {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of (500|401)/);
  allowConsoleErrors(/Failed to load resource: net::ERR_/);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const held: string[] = [];
  const failed: string[] = [];
  /** The exceptions since the last call, as problems. */
  const uncaughtProblems = () => uncaught.splice(0).map((message) => `uncaught ${message}`);
  const note = (fault: string, problems: string[], said: string | undefined) =>
    (problems.length ? failed : held).push(`${fault}: ${problems.join(', ') || said?.replace(/\s+/g, ' ')}`);
  return {
    failed,
    uncaught: uncaughtProblems,
    note,
    /** A fault answered with `said`: held when it is translated, nothing else went wrong and nothing threw. */
    heard: (fault: string, said: string[], problems: string[] = []) =>
      note(fault, [...untranslated(said), ...problems, ...uncaughtProblems()], said.at(-1)),
    figures: (name: string, then: string) =>
      `[faults] ${name}: tried ${held.length + failed.length}, held ${held.length}, failed ${failed.length}; ${then}\n  ${[...held, ...failed].join('\n  ')}`,
  };
}

export function faultMatrixTest(form: Form) {
  test(`${form.name}: 500, malformed, timeout and 401 each said in the page's language with the input kept; then it works`, async ({
    page,
    context,
    outbox,
    allowConsoleErrors,
  }) => {
    const tally = faultTally(page, allowConsoleErrors);
    // Time flows as usual; only the timeout's 15 s are jumped (submitAndSettle).
    await page.clock.install();
    const account = await openForm(page, outbox, form);
    const element = form.element(page);
    await form.fill(element);
    if (account) {
      // A member's 401 ends the session: first, so that every form (deletion too) goes on signed in again.
      const said = await signedOutAndBack(page, context, form, account);
      const problems = [...untranslated(said), ...tally.uncaught()];
      tally.note(
        '401',
        problems,
        `signed out, on the login page${said.length ? `: ${said.join(' | ')}` : ''}`,
      );
      await form.fill(element);
    }
    const before = await typed(element);
    for (const fault of FAULTS) {
      if (account && fault === '401') continue;
      await setFault(context, `${form.call}:${fault}`, form.country);
      await closeToasts(page);
      await submitAndSettle(page, form, element, fault === 'timeout');
      const said = await awaitMessages(page);
      tally.heard(fault, said, [
        ...((await typed(element)).join('\n') === before.join('\n') ? [] : ['input lost']),
        ...((await shownText(element)).length > 20 ? [] : ['element blank']),
      ]);
    }
    await clearFault(context);
    await setFault(context, `${form.call}:latency=3000`, form.country);
    await submitAndSettle(page, form, element);
    await form.succeeded(page, element);
    await clearFault(context);
    console.log(tally.figures(form.name, 'then it worked with 3 s of latency'));
    expect(tally.failed).toEqual([]);
    expect(tally.uncaught()).toEqual([]);
  });
}
