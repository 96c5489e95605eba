import type { BrowserContext, Page } from '@playwright/test';
import { HOSTS } from '../examples/prepare-hosts';
import { demoAccount, expect, loginForm, signIn, test } from './fixtures';

// The Angular 21, Vue 3 and Svelte 5 examples, declared inside
// tests/e2e/examples.spec.ts (they share its examples server). Console errors and uncaught errors fail any test (fixtures.ts).

export interface Listeners {
  /** Listeners of the session store (negative: that many candidates, so none told apart). */
  session: number;
  /** Whether the session store holds a signed-in user. */
  member: boolean;
  all: number;
  stores: number;
}

/** Listeners on the nanostores stores of the page, found through Chromium's heap (CDP), no hook of ours. */
export async function storeListeners(page: Page): Promise<Listeners> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'Object.prototype' });
    const { objects } = await cdp.send('Runtime.queryObjects', {
      prototypeObjectId: String(result.objectId),
    });
    const { result: counted } = await cdp.send('Runtime.callFunctionOn', {
      objectId: String(objects.objectId),
      returnByValue: true,
      // A nanostores store is a plain object with `lc` (its listener count), `listen`, `notify` and `init`;
      // the session is the one born `{}` that only ever holds `token` and `user` (src/stores/session-state.ts).
      functionDeclaration: `function () {
        const stores = this.filter((o) => typeof o.lc === 'number' && typeof o.listen === 'function'
          && typeof o.notify === 'function' && 'init' in o);
        const isSession = (o) => o.init && o.init.constructor === Object && Object.keys(o.init).length === 0
          && o.value && o.value.constructor === Object && Object.keys(o.value).every((k) => k === 'token' || k === 'user');
        const sessions = stores.filter(isSession);
        return { session: sessions.length === 1 ? sessions[0].lc : -sessions.length, stores: stores.length,
          member: sessions.length === 1 && Boolean(sessions[0].value.user),
          all: stores.reduce((sum, o) => sum + o.lc, 0) };
      }`,
    });
    return counted.value as Listeners;
  } finally {
    await cdp.detach();
  }
}

/** Records every page's CSP violations (`directive blocked-URI`); the function returned reads a page's. */
export async function recordViolations(context: BrowserContext): Promise<(page: Page) => Promise<string[]>> {
  await context.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return (page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

/**
 * Types an e-mail, switches the page's language select to German (the element re-renders in place,
 * keeping it), then removes and re-inserts <cine-login> 20 times by the page's "Sign-in form" button:
 * the stores' listener counts come back where they were (no leak).
 */
export async function followsLangAndSurvivesRemovals(page: Page, host: string): Promise<void> {
  const { element, login, password } = loginForm(page);
  await login.fill('typed@example.ch');
  const same = await element.elementHandle();
  await page.getByLabel('Language of the page').selectOption('de');
  await expect(element.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  await expect(login).toHaveValue('typed@example.ch');
  expect(await page.evaluate((node) => node === document.querySelector('cine-login'), same)).toBe(true);

  const before = await storeListeners(page);
  const toggle = page.getByRole('button', { name: 'Sign-in form' });
  let removed = before;
  for (let round = 0; round < 20; round += 1) {
    await toggle.click();
    await expect(element).toHaveCount(0);
    if (round === 0) removed = await storeListeners(page);
    await toggle.click();
    await expect(password).toBeVisible();
  }
  await expect(element.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  const after = await storeListeners(page);
  console.log(
    `examples: ${host} after 20 removals of <cine-login>: session store listeners ${before.session} -> ${after.session} (${removed.session} while removed), all ${before.stores} stores ${before.all} -> ${after.all} (${removed.all})`,
  );
  // The count sees the element's own subscriptions (the form's stores); the session's are the header's.
  expect(removed.all).toBeLessThan(before.all);
  expect(before.session).toBeGreaterThan(0);
  expect(after).toEqual(before);
}

export function hostExampleTests(originOf: (host: string) => string, accountSite: string): void {
  for (const host of HOSTS) {
    const origin = originOf(host);
    test(`${host}: paints, follows the app's lang in place keeping the typed e-mail, survives 20 removals`, async ({
      page,
      axe,
    }) => {
      await page.goto(`${origin}/${host}/`);
      const { element } = loginForm(page);
      await expect(element.getByRole('heading', { level: 1 })).toHaveText('Se connecter');
      await axe.check();

      await followsLangAndSurvivesRemovals(page, host);
    });

    test(`${host}: signs in through <cine-login>; the app's own handler shows the member`, async ({
      page,
      axe,
    }) => {
      await page.goto(`${origin}/${host}/`);
      await expect(loginForm(page).submit).toBeVisible();
      await signIn(page, demoAccount('ch'));
      await expect(page.getByRole('status').filter({ hasText: 'Signed in as' })).toHaveText(
        /^Signed in as \S+ \(demo\.ch@cine\.test\)$/,
      );
      // The header's menu shares the session: it now shows the member's chip.
      await expect(page.locator('cine-user-menu').getByRole('button')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(`/${host}/`);
      // The store the removal test counts is the session: it now holds the member.
      expect(await storeListeners(page)).toMatchObject({ member: true });
      await axe.check();
    });
  }

  test('angular: with its account-url, a member who asks for it lands on the account site dashboard', async ({
    page,
    axe,
  }) => {
    const origin = originOf('angular');
    await page.goto(`${origin}/angular/`);
    const { element, submit } = loginForm(page);
    await expect(submit).toBeVisible();
    await expect(element.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      `${accountSite}fr/signup`,
    );
    await page.getByLabel('Open my account after sign-in').check();
    await signIn(page, demoAccount('ch'));
    await expect(page).toHaveURL(`${accountSite}fr`, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa' })).toBeVisible();
    await axe.check();
  });
}
