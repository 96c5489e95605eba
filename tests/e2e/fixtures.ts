import {
  type APIRequestContext,
  test as base,
  expect,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
import { type OutboxMessage, OutboxResponse } from '../../src/api/contract/outbox';
import { type A11yOptions, expectNoA11yViolations } from '../setup/a11y';
import { type Country, countryUrl, demoAccount } from '../setup/demo';

export { expect } from '@playwright/test';
export { AXE_TAGS, expectNoA11yViolations, formatViolations } from '../setup/a11y';
export * from '../setup/demo';

/** Reads the demo API's dev outbox (`GET /api/dev/outbox?to=`), validated by the shared contract. */
export async function readOutbox(request: APIRequestContext, to?: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/outbox', { params: to ? { to } : {} });
  expect(response.status(), 'GET /api/dev/outbox').toBe(200);
  return OutboxResponse.parse(await response.json()).messages;
}

/** Ticks the demo's captcha ("I am not a robot") inside an element, when the settings show one. */
export async function passCaptcha(element: Locator): Promise<void> {
  // A prerendered form has its human check once it has hydrated: its submit button is enabled then.
  const submit = element.locator('button[type="submit"]');
  if (await submit.count()) await expect(submit.first()).toBeEnabled({ timeout: 20_000 });
  const box = element.getByRole('checkbox');
  if (await box.count()) await box.first().check();
}

/** The login form of the `<cine-login>` in a page or frame (Playwright locators pierce open shadow roots). */
export function loginForm(scope: Page | FrameLocator) {
  const element = scope.locator('cine-login');
  return {
    element,
    login: element.locator('input[autocomplete="username"], input[type="email"]').first(),
    password: element.locator('input[type="password"]').first(),
    submit: element.locator('button[type="submit"]').first(),
  };
}

/** Fills and sends the `<cine-login>` already on the page with a demo member's credentials. */
export async function signIn(
  scope: Page | FrameLocator,
  account: { email: string; password: string },
): Promise<void> {
  const form = loginForm(scope);
  await form.login.fill(account.email);
  await form.password.fill(account.password);
  await passCaptcha(form.element);
  await form.submit.click();
}

/** Signs the country's demo member in through the UI and waits for the redirect away from login. */
export async function login(page: Page, country: Country, lang = 'fr'): Promise<void> {
  await page.goto(countryUrl(country, `/${lang}/login`));
  await signIn(page, demoAccount(country));
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 20_000 });
}

/** Waits until every `cine-*` element of every frame is defined, has its shadow root and the network is quiet. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  for (const frame of page.frames()) {
    await frame.waitForFunction(() =>
      [...document.querySelectorAll('*')]
        .filter((element) => element.localName.startsWith('cine-'))
        .every((element) => customElements.get(element.localName) && element.shadowRoot),
    );
  }
  await page.waitForLoadState('networkidle');
}

/**
 * What Chromium logs for an API answer with an error status (`Failed to load resource: the server
 * responded with a status of 401 …`): the API's business, which the tests provoke on purpose (wrong
 * password, fault injection) and assert through the UI, so it never counts as an unexpected error.
 */
const API_ERROR_STATUS =
  /^console: Failed to load resource: the server responded with a status of \d+ .*\(https?:\/\/[^/]+\/(api|catalogue|tunnel|mobile)\//;

/**
 * What Chromium logs when a page itself is answered 404: the server's not-found page for a path that
 * is no route, which the tests open on purpose and assert through what it shows. A missing file
 * (a name with an extension) still counts.
 */
const PAGE_NOT_FOUND =
  /^console: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(https?:\/\/[^/]+\/(?!api\/|catalogue\/|tunnel\/|mobile\/)[^.?)]*(\?[^)]*)?\)$/;

interface Fixtures {
  /**
   * Whether signup's privacy pop-in shows: closed by default, as for a visitor who
   * already closed it, so flows are not behind a modal; `test.use({ privacyPopin: 'shown' })` tests it.
   */
  privacyPopin: 'closed' | 'shown';
  /** Applies `privacyPopin` to every page of the context (automatic). */
  privacyPopinSetup: undefined;
  /** `await axe.check()`: zero WCAG 2.2 AA violations on the current page. */
  axe: { check(options?: A11yOptions): Promise<void> };
  /** Console errors and uncaught exceptions of every page of the test's context (every frame), in order. */
  consoleErrors: string[];
  /**
   * Every test fails on a console error or uncaught exception it did not expect. A test that
   * expects some calls `allowConsoleErrors('text', /regexp/)` (or with no argument: any) before the end.
   */
  allowConsoleErrors: (...patterns: (string | RegExp)[]) => void;
  /** What the test allows (API error statuses always); shared by the two fixtures around it. */
  consoleErrorRules: { patterns: (string | RegExp)[]; all: boolean };
  /** The automatic check behind allowConsoleErrors (runs for every test). */
  failOnConsoleErrors: undefined;
  /** The dev outbox: `list(to?)`, or `next(to, kind?)` which waits for a message to arrive. */
  outbox: {
    list(to?: string): Promise<OutboxMessage[]>;
    next(to: string, kind?: OutboxMessage['kind']): Promise<OutboxMessage>;
  };
}

/** Playwright's `test` with the cine-account fixtures; spec files import `test` and `expect` from here. */
export const test = base.extend<Fixtures>({
  privacyPopin: ['closed', { option: true }],
  privacyPopinSetup: [
    async ({ context, privacyPopin }, use) => {
      if (privacyPopin === 'closed') {
        await context.addInitScript(() => {
          try {
            sessionStorage.setItem('cine-privacy-popin-closed', '1');
          } catch {
            // Opaque frames (about:blank, sandboxed) have no storage and no signup.
          }
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  axe: async ({ page }, use) => {
    await use({ check: (options) => expectNoA11yViolations(page, options) });
  },
  consoleErrors: async ({ context }, use) => {
    const errors: string[] = [];
    // On the context: popups and pages a test opens itself count too.
    context.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
    });
    context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
    await use(errors);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this parameter.
  consoleErrorRules: async ({}, use) => {
    await use({ patterns: [API_ERROR_STATUS, PAGE_NOT_FOUND], all: false });
  },
  allowConsoleErrors: async ({ consoleErrorRules }, use) => {
    await use((...patterns) => {
      if (patterns.length === 0) consoleErrorRules.all = true;
      consoleErrorRules.patterns.push(...patterns);
    });
  },
  failOnConsoleErrors: [
    async ({ consoleErrors, consoleErrorRules: rules }, use, testInfo) => {
      await use(undefined);
      const allowed = (error: string) =>
        rules.all ||
        rules.patterns.some((pattern) =>
          typeof pattern === 'string' ? error.includes(pattern) : pattern.test(error),
        );
      const unexpected = consoleErrors.filter((error) => !allowed(error));
      if (unexpected.length === 0) return;
      const list = unexpected.map((error) => `  - ${error}`).join('\n');
      // A test that failed already gets the list as an attachment rather than a second failure.
      if (testInfo.status !== 'passed') {
        await testInfo.attach('console errors', { body: list, contentType: 'text/plain' });
        return;
      }
      throw new Error(
        `${unexpected.length} unexpected console error(s); call allowConsoleErrors() if the test expects them:\n${list}`,
      );
    },
    { auto: true },
  ],
  outbox: async ({ request }, use) => {
    const seen = new Set((await readOutbox(request)).map((message) => message.id));
    await use({
      list: (to) => readOutbox(request, to),
      next: async (to, kind) => {
        let found: OutboxMessage | undefined;
        await expect
          .poll(
            async () => {
              const fresh = (await readOutbox(request, to)).filter(
                (m) => !seen.has(m.id) && (!kind || m.kind === kind),
              );
              found = fresh.sort((a, b) => a.sentAt.localeCompare(b.sentAt)).at(-1);
              return Boolean(found);
            },
            { message: `an e-mail${kind ? ` (${kind})` : ''} to ${to} in the dev outbox`, timeout: 15_000 },
          )
          .toBe(true);
        if (found) seen.add(found.id);
        return found as OutboxMessage;
      },
    });
  },
});
