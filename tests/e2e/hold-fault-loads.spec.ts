import type { Page } from '@playwright/test';
import { clearFault, countryUrl, expect, login, setFault, test, waitForIslands } from './fixtures';
import { untranslated, visibleAlerts } from './messages';

// Issue 13 suite 4 (faults on what the screens load): a malformed body (no retry: said at once) and a
// 500 (said once the GET's retries are spent: the page's clock runs them) on each call a screen makes
// as it shows. Each wants a message in the page's language with a retry control, no uncaught
// exception, and the block's content once the fault is gone and the customer retries, without a reload.

test.describe.configure({ timeout: 240_000 });

type Load = { path: string; call: string };

const VISITOR: Load[] = [
  { path: '/fr/signup', call: 'cinemas' },
  { path: '/fr/contact-us', call: 'news' },
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

/** Jumps the page's timers through the GET's backoff, one answer at a time, until something is said. */
async function runRetries(page: Page) {
  for (let step = 0; step < 30 && (await visibleAlerts(page).count()) === 0; step++) {
    await page.clock.runFor(8_000);
    await page.waitForTimeout(150);
  }
}

/** One fault on one call of one screen: what is said, and whether a retry then brings the content. */
async function tryLoad(page: Page, load: Load, fault: 'malformed' | '500'): Promise<string> {
  const uncaught: string[] = [];
  const onError = (error: Error) => uncaught.push(error.message);
  page.on('pageerror', onError);
  await setFault(page.context(), `${load.call}:${fault}`, 'ch');
  await page.goto(countryUrl('ch', load.path));
  await waitForIslands(page).catch(() => undefined);
  // A 500 is tried 10 times with growing waits (about 40 s): the page's clock runs through them.
  if (fault === '500') await runRetries(page);
  const problems: string[] = [];
  try {
    await expect(visibleAlerts(page).first()).toBeVisible({ timeout: 10_000 });
  } catch {
    problems.push('no message');
  }
  const said = await visibleAlerts(page).allInnerTexts();
  problems.push(...untranslated(said));
  await clearFault(page.context());
  const retry = page.getByRole('button', { name: RETRY });
  if ((await retry.count()) === 0 && said.length) problems.push('no retry control');
  // One retry may bring back several blocks: click the first until none is left.
  for (let tries = 0; tries < 5 && (await retry.count()) > 0; tries++) await retry.first().click();
  if (fault === '500') await page.clock.runFor(5_000);
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

function report(name: string, lines: string[]) {
  const failed = lines.filter((line) => line.startsWith('FAILED'));
  console.log(
    `[issue13:faults] ${name}: tried ${lines.length}, held ${lines.length - failed.length}, failed ${failed.length}\n  ${lines.join('\n  ')}`,
  );
  expect(failed).toEqual([]);
}

for (const fault of ['malformed', '500'] as const) {
  test(`visitor screens, ${fault} on what they load: said in French with a retry that works`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    if (fault === '500') await page.clock.install();
    const lines: string[] = [];
    for (const load of VISITOR) lines.push(await tryLoad(page, load, fault));
    report(`visitor loads ${fault}`, lines);
  });

  test(`member screens, ${fault} on what they load: said in German with a retry that works`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    if (fault === '500') await page.clock.install();
    await login(page, 'ch', 'de');
    await waitForIslands(page);
    const lines: string[] = [];
    for (const load of MEMBER) lines.push(await tryLoad(page, load, fault));
    report(`member loads ${fault}`, lines);
  });
}
