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

/** Signs the country's demo member in through the UI and waits for the redirect away from login. */
export async function login(page: Page, country: Country, lang = 'fr'): Promise<void> {
  const account = demoAccount(country);
  await page.goto(countryUrl(country, `/${lang}/login`));
  const form = loginForm(page);
  await form.login.fill(account.email);
  await form.password.fill(account.password);
  await passCaptcha(form.element);
  await form.submit.click();
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

interface Fixtures {
  /** `await axe.check()`: zero WCAG 2.2 AA violations on the current page. */
  axe: { check(options?: A11yOptions): Promise<void> };
  /** Console errors and uncaught exceptions of the page (every frame), in order. */
  consoleErrors: string[];
  /** The dev outbox: `list(to?)`, or `next(to, kind?)` which waits for a message to arrive. */
  outbox: {
    list(to?: string): Promise<OutboxMessage[]>;
    next(to: string, kind?: OutboxMessage['kind']): Promise<OutboxMessage>;
  };
}

/** Playwright's `test` with the cine-account fixtures; spec files import `test` and `expect` from here. */
export const test = base.extend<Fixtures>({
  axe: async ({ page }, use) => {
    await use({ check: (options) => expectNoA11yViolations(page, options) });
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
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
