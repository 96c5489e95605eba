import type { Page, Request } from '@playwright/test';
import { awaitMessages, callEnded, closeToasts, faultTally, pastTimeout } from './fault-matrix';
import { clearFault, countryUrl, demoAccount, expect, login, setFault, signIn, test } from './fixtures';

// Faults on the submits, the one the matrix (fault-matrix.ts) cannot take: a rating saves as the select changes and has
// no input to keep, since a refusal puts the old rating back. Each fault wants a French message, the
// old rating shown, no uncaught exception; a 401 signs out to /fr/login; then the rating saves with
// 3 s of latency. The Tunisian demo member is rated (no other spec counts its ratings) and set back.

test.describe.configure({ timeout: 180_000 });

const ratingOf = (page: Page) => page.locator('cine-dashboard [part="films"] select').first();

const isRating = (request: Request) => new URL(request.url()).pathname.endsWith('/emotion');

/** Changes the rating and waits until its call has ended, answered or given up (a hung one on the page's clock). */
async function rate(page: Page, value: string, hung = false) {
  const settled = callEnded(page, isRating);
  const select = async () => {
    await ratingOf(page).selectOption(value);
  };
  await (hung ? pastTimeout(page, isRating, select) : select());
  await settled;
}

test('a rating: 500, malformed, timeout and 401 each said in French with the old rating back; then it saves', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  const tally = faultTally(page, allowConsoleErrors);
  await page.clock.install();
  await login(page, 'tn', 'fr');
  const select = ratingOf(page);
  const original = await select.inputValue();
  const other = original === '3' ? '2' : '3';
  for (const fault of ['500', 'malformed', 'timeout'] as const) {
    await setFault(context, `emotion:${fault}`, 'tn');
    await closeToasts(page);
    await rate(page, other, fault === 'timeout');
    const said = await awaitMessages(page);
    tally.heard(fault, said, (await select.inputValue()) === original ? [] : ['the old rating is not back']);
  }
  await setFault(context, 'emotion:401', 'tn');
  await rate(page, other);
  await expect(page).toHaveURL(countryUrl('tn', '/fr/login'));
  tally.note('401', tally.uncaught(), 'signed out, on the login page');
  await clearFault(context);
  await signIn(page, demoAccount('tn'));
  await expect(page).toHaveURL(countryUrl('tn', '/fr'), { timeout: 20_000 });
  await setFault(context, 'emotion:latency=3000', 'tn');
  await rate(page, other);
  await expect(page.getByText('Vos modifications ont été enregistrées.').first()).toBeVisible();
  await expect(select).toHaveValue(other);
  await clearFault(context);
  await rate(page, original);
  console.log(tally.figures('rating a show (member, fr)', 'then it saved with 3 s of latency'));
  expect(tally.failed).toEqual([]);
  expect(tally.uncaught()).toEqual([]);
});
