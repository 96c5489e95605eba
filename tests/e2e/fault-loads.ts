import type { Page } from '@playwright/test';
import {
  clearFault,
  countryUrl,
  demoAccount,
  expect,
  login,
  loginForm,
  setFault,
  signIn,
  test,
  waitForIslands,
} from './fixtures';
import { untranslated, visibleAlerts } from './messages';

// Faults on what the screens load: each fault on each call a screen makes as it shows.

export type Load = { path: string; call: string };
export type LoadFault = 'malformed' | '500' | 'timeout' | '401' | 'latency';

const VISITOR: Load[] = [
  { path: '/fr/signup', call: 'cinemas' },
  { path: '/fr/contact-us', call: 'news' },
  { path: '/fr/login', call: 'footer' },
];
const MEMBER: Load[] = [
  { path: '/de', call: 'accounts/me/cinemas' },
  { path: '/de', call: 'v4/client/shows' },
  { path: '/de/profile', call: 'accounts/me' },
  { path: '/de/profile', call: 'cinemas' },
  { path: '/de/e-tickets', call: 'customer/ebillet' },
  { path: '/de/loyalty-program', call: 'points-history' },
  { path: '/de/loyalty-program', call: 'cards' },
];
const RETRY = /^(Réessayer|Erneut versuchen)$/;
/** Faults a GET tries again with growing waits (10 tries, 15 s each for a timeout): the page's clock runs them. */
export const RETRIED: readonly string[] = ['500', 'timeout'] satisfies LoadFault[];

/** Jumps the page's timers through the GET's backoff, one answer at a time, until `said` (a message by default). */
export async function runRetries(
  page: Page,
  said = async () => (await visibleAlerts(page).count()) > 0,
): Promise<void> {
  for (let step = 0; step < 40 && !(await said()); step++) {
    await page.clock.runFor(8_000);
    await page.waitForTimeout(150);
  }
}

/** A member's 401 ends the session (spec section 8): /de/login in German; signed in again, the screen shows. */
async function signedOutThenBack(page: Page, load: Load, problems: string[]): Promise<string> {
  await expect(page)
    .toHaveURL(countryUrl('ch', '/de/login'))
    .catch(() => problems.push(`not on /de/login but ${page.url()}`));
  const form = loginForm(page);
  await expect(form.submit)
    .toHaveText('Anmelden')
    .catch(() => problems.push('login not in German'));
  await clearFault(page.context());
  await signIn(page, demoAccount('ch'));
  await expect(page).toHaveURL(countryUrl('ch', '/de'), { timeout: 20_000 });
  await page.goto(countryUrl('ch', load.path));
  return 'signed out to /de/login in German; signed in again, the screen shows';
}

/** One fault on one call of one screen: what is said, and whether the content then comes without a reload. */
export async function tryLoad(page: Page, load: Load, fault: LoadFault, member = false): Promise<string> {
  const uncaught: string[] = [];
  const onError = (error: Error) => uncaught.push(error.message);
  page.on('pageerror', onError);
  await setFault(page.context(), `${load.call}:${fault === 'latency' ? 'latency=3000' : fault}`, 'ch');
  const answered =
    fault === 'latency' && page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/${load.call}`));
  await page.goto(countryUrl('ch', load.path));
  // A hung call keeps the network busy until the page's clock ends its try: no waiting for quiet then.
  if (fault === 'timeout') await page.waitForLoadState('load');
  else await waitForIslands(page).catch(() => undefined);
  if (RETRIED.includes(fault)) await runRetries(page);
  const problems: string[] = [];
  let said: string[] = [];
  if (fault === '401' && member) said = [await signedOutThenBack(page, load, problems)];
  else if (fault === 'latency') {
    await answered;
    said = ['shown after 3 s, nothing said'];
  } else {
    await expect(visibleAlerts(page).first())
      .toBeVisible({ timeout: 10_000 })
      .catch(() => problems.push('no message'));
    said = await visibleAlerts(page).allInnerTexts();
    problems.push(...untranslated(said));
    await clearFault(page.context());
    const retry = page.getByRole('button', { name: RETRY });
    if ((await retry.count()) === 0 && said.length) problems.push('no retry control');
    // A try sent before the fault was cleared may still hang, then fail as another block's last try: the
    // page's clock runs it out, and the customer retries what it brings back too.
    const settled = async () => (await visibleAlerts(page).count()) === 0 || (await retry.count()) > 0;
    for (let round = 0; round < 4 && (await visibleAlerts(page).count()) > 0; round++) {
      // One retry may bring back several blocks: click the first until none is left.
      for (let tries = 0; tries < 5 && (await retry.count()) > 0; tries++) await retry.first().click();
      if (!RETRIED.includes(fault)) continue;
      // 16 s in two steps, each short of a healthy try's 15-s timeout: past any try hung before the clear.
      for (let step = 0; step < 2; step++) {
        await page.clock.runFor(8_000);
        await page.waitForTimeout(150);
      }
      await runRetries(page, settled);
    }
  }
  await clearFault(page.context());
  await waitForIslands(page).catch(() => undefined);
  await expect(visibleAlerts(page))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => problems.push('still failing after the retry'));
  problems.push(...uncaught.map((message) => `uncaught ${message}`));
  page.off('pageerror', onError);
  const line = `${load.path} ${load.call}:${fault}`;
  return problems.length
    ? `FAILED ${line}: ${problems.join(', ')}`
    : `${line}: ${said.at(0)?.replace(/\s+/g, ' ')}`;
}

/** Prints the suite's figures and fails on any case that did not hold. */
export function report(name: string, lines: string[]) {
  const failed = lines.filter((line) => line.startsWith('FAILED'));
  console.log(
    `[faults] ${name}: tried ${lines.length}, held ${lines.length - failed.length}, failed ${failed.length}\n  ${lines.join('\n  ')}`,
  );
  expect(failed).toEqual([]);
}

const ROLES = [
  { role: 'visitor', language: 'French', loads: VISITOR },
  { role: 'member', language: 'German', loads: MEMBER },
] as const;

/** The visitor's and the member's test for each fault, with a 4-minute limit (the retried ones run long). */
export function loadFaultTests(faults: LoadFault[]) {
  test.describe.configure({ timeout: 240_000 });
  for (const fault of faults) {
    for (const { role, language, loads } of ROLES) {
      test(`${role} screens, ${fault} on what they load: said in ${language}, then the content without a reload`, async ({
        page,
        allowConsoleErrors,
      }) => {
        allowConsoleErrors();
        if (RETRIED.includes(fault)) await page.clock.install();
        if (role === 'member') {
          await login(page, 'ch', 'de');
          await waitForIslands(page);
        }
        const lines: string[] = [];
        for (const load of loads) lines.push(await tryLoad(page, load, fault, role === 'member'));
        report(`${role} loads ${fault}`, lines);
      });
    }
  }
}
