import type { Locator, Page } from '@playwright/test';
import {
  clearFault,
  countryUrl,
  demoAccount,
  expect,
  passCaptcha,
  setFault,
  test,
  waitForIslands,
} from './fixtures';
import { fillContact, fillSignupStep1 } from './form-fills';
import { openAsNewMember } from './members';
import { untranslated, visibleAlerts } from './messages';

// Issue 13 suite 4 (faults on the submits): each form meets the demo's 500, malformed body, timeout and
// 401 on its call, one after the other on one page, then 3 s of latency with no fault. Each fault
// wants a message in the page's language (no key, no code, no English), no uncaught exception, the
// element still whole, the input kept; then the same submit works, without a reload.

// A timeout is 15 s of waiting per form, on two busy CI cores.
test.describe.configure({ timeout: 180_000 });

type Form = {
  name: string;
  country: 'ch' | 'be';
  path: string;
  /** The call's path after /api/{lang}/, as the fault cookie matches it. */
  call: string;
  member?: boolean;
  element: (page: Page) => Locator;
  fill: (element: Locator) => Promise<void>;
  submit: (element: Locator) => Locator;
  succeeded: (page: Page, element: Locator) => Promise<void>;
};

const FAULTS = ['500', 'malformed', 'timeout', '401'] as const;

const FORMS: Form[] = [
  {
    name: 'login',
    country: 'ch',
    path: '/fr/login',
    call: 'login',
    element: (page) => page.locator('cine-login'),
    fill: async (element) => {
      await element.locator('input[type="email"]').fill(demoAccount('ch').email);
      await element.locator('input[type="password"]').fill(demoAccount('ch').password);
    },
    submit: (element) => element.locator('button[type="submit"]'),
    succeeded: (page) => expect(page).toHaveURL(countryUrl('ch', '/fr')),
  },
  {
    name: 'forgotten password',
    country: 'ch',
    path: '/fr/forgotten-password',
    call: 'forgotten-password',
    element: (page) => page.locator('cine-forgotten-password'),
    fill: (element) => element.locator('input[autocomplete="email"]').fill(demoAccount('ch').email),
    submit: (element) => element.locator('button[type="submit"]'),
    succeeded: (_page, element) => expect(element.locator('input[autocomplete="email"]')).toHaveCount(0),
  },
  {
    name: 'signup step 1',
    country: 'ch',
    path: '/fr/signup',
    call: 'verify-member',
    element: (page) => page.locator('cine-signup'),
    fill: (element) => fillSignupStep1(element, `faults-${Date.now()}@example.ch`),
    submit: (element) => element.locator('button[type="submit"]'),
    succeeded: (_page, element) =>
      expect(element.locator('input[autocomplete="new-password"]')).toHaveCount(0),
  },
  {
    name: 'contact',
    country: 'ch',
    path: '/fr/contact-us',
    call: 'contact-support',
    element: (page) => page.locator('cine-contact'),
    fill: (element) => fillContact(element, 'Une panne ?'),
    submit: (element) => element.getByRole('button', { name: 'Envoyer le message' }),
    succeeded: (_page, element) =>
      expect(element.getByText('L’équipe du cinéma vous répondra à camille@example.ch')).toBeVisible(),
  },
  {
    name: 'profile details (member, de)',
    country: 'ch',
    path: '/de/profile',
    call: 'accounts/me/update',
    member: true,
    element: (page) => page.locator('cine-profile'),
    fill: (element) => element.getByLabel('Vorname').fill('Störung'),
    submit: (element) => element.getByRole('button', { name: 'Meine Angaben speichern' }),
    succeeded: (page) => expect(page.getByText('Ihre Änderungen wurden gespeichert.').first()).toBeVisible(),
  },
];

const typed = (element: Locator) =>
  element
    .locator('input:not([type="checkbox"]):not([type="radio"]), textarea, select')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));

/** Submits and waits until the form's call has ended, answered or given up (a timeout is 15 s). */
async function submitAndSettle(page: Page, form: Form, element: Locator) {
  const ended = (request: { url(): string }) => new URL(request.url()).pathname.endsWith(`/${form.call}`);
  const settled = Promise.race([
    page.waitForEvent('requestfinished', { predicate: ended, timeout: 30_000 }),
    page.waitForEvent('requestfailed', { predicate: ended, timeout: 30_000 }),
  ]);
  // At a person's pace: a submit within 600 ms of an answer, with the same values, is one burst.
  await page.waitForTimeout(700);
  await passCaptcha(element);
  await form.submit(element).click();
  await settled;
}

/** What the element shows, in its shadow root. */
const shownText = (element: Locator) =>
  element.evaluate((node) => (node.shadowRoot ?? node).textContent?.trim() ?? '');

const messages = (page: Page) => visibleAlerts(page).allInnerTexts();

for (const form of FORMS) {
  test(`${form.name}: 500, malformed, timeout and 401 each said in the page's language with the input kept; then it works`, async ({
    page,
    context,
    outbox,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource: the server responded with a status of (500|401)/);
    allowConsoleErrors(/Failed to load resource: net::ERR_/);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    if (form.member) await openAsNewMember(page, outbox, form.path, { country: form.country });
    else await page.goto(countryUrl(form.country, form.path));
    await waitForIslands(page);
    const element = form.element(page);
    await form.fill(element);
    const before = await typed(element);
    const held: string[] = [];
    const failed: string[] = [];
    for (const fault of FAULTS) {
      // A member's 401 ends the session: that case comes after the success below.
      if (form.member && fault === '401') continue;
      await setFault(context, `${form.call}:${fault}`, form.country);
      await submitAndSettle(page, form, element);
      await expect.poll(() => messages(page), { timeout: 5_000 }).not.toEqual([]);
      const said = await messages(page);
      const problems = [
        ...untranslated(said),
        ...((await typed(element)).join('\n') === before.join('\n') ? [] : ['input lost']),
        ...((await shownText(element)).length > 20 ? [] : ['element blank']),
        ...uncaught.splice(0).map((message) => `uncaught ${message}`),
      ];
      (problems.length ? failed : held).push(
        `${fault}: ${problems.join(', ') || said.at(-1)?.replace(/\s+/g, ' ')}`,
      );
    }
    await clearFault(context);
    await setFault(context, `${form.call}:latency=3000`, form.country);
    await submitAndSettle(page, form, element);
    await form.succeeded(page, element);
    await clearFault(context);
    if (form.member) {
      await page.goto(countryUrl(form.country, form.path));
      await waitForIslands(page);
      await form.fill(element);
      await setFault(context, `${form.call}:401`, form.country);
      await form.submit(element).click();
      // The session ended on the server: spec section 8 sends the member to /{language}/login.
      await expect(page).toHaveURL(countryUrl(form.country, '/de/login'));
      held.push('401: signed out, on the login page');
      await clearFault(context);
    }
    console.log(
      `[issue13:faults] ${form.name}: tried ${held.length + failed.length}, held ${held.length}, failed ${failed.length}; then it worked with 3 s of latency\n  ${[...held, ...failed].join('\n  ')}`,
    );
    expect(failed).toEqual([]);
    expect(uncaught).toEqual([]);
  });
}
