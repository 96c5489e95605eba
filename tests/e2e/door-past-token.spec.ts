import type { Page } from '@playwright/test';
import { type RunningServer, startServer } from '../../demo/server/serve';
import { AGE_SESSION, secondsLeft } from '../setup/aged-session';
import { pickPort } from '../setup/free-port';
import { keep, kept, keptOrders, OFFLINE } from './door';
import { demoAccount, expect, signIn, test, waitForIslands } from './fixtures';

// At the cinema door hours after signing in: the token is past its life (1 h) and margin (2 h).
// A demo of its own, whose API clock the test moves back to issue that member's token 4 h ago.
const HOUR = 3_600_000;
let shift = 0;
let server: RunningServer | undefined;
test.beforeAll(async () => {
  server = await startServer({
    port: pickPort(0),
    mode: 'prod',
    memory: true,
    now: () => Date.now() + shift,
  });
});
test.afterAll(async () => {
  await server?.close();
});
const url = (path: string) => `http://ch.localhost:${server?.port}${path}`;
const DOOR = ['/fr/e-tickets', '/fr', '/fr/loyalty-program'] as const;
const TAGS = {
  '/fr/e-tickets': 'cine-tickets',
  '/fr': 'cine-dashboard',
  '/fr/loyalty-program': 'cine-loyalty',
};

/** Signs the Swiss demo member in, keeps the three door pages, then ages the session's token by 4 h. */
async function signedInHoursAgo(page: Page): Promise<string> {
  await page.goto(url('/fr/login'));
  await signIn(page, demoAccount('ch'));
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  for (const path of DOOR) await keep(page, url(path));
  await expect.poll(() => keptOrders(page)).toBe(1);
  shift = -4 * HOUR;
  const aged = await page.evaluate(`(() => {${AGE_SESSION}})()`).finally(() => {
    shift = 0;
  });
  expect(secondsLeft(String(aged))).toBeLessThan(-3 * 3600 + 60);
  return String(aged);
}

/** The QR codes `path` shows, checked over two seconds: they must stay while the scripts take over. */
async function codesStay(page: Page, path: (typeof DOOR)[number]) {
  const element = page.locator('cine-account').locator(TAGS[path]);
  await expect(element.locator('[part~="kept-note"]')).toContainText(/^Vous êtes hors ligne\s: voici vo/);
  await expect(element.locator('svg[part~="qr-code"]').first()).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(page).toHaveURL(url(path));
  await expect(element.locator('svg[part~="qr-code"]').first()).toBeVisible();
  await expect(element.locator('[part~="kept-note"]')).toBeVisible();
}

const sessionToken = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cine_session');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { jwt: string }).jwt : undefined;
};

test('ch/fr: with the network gone past the token’s life, the member keeps their codes; back online the session is renewed', async ({
  page,
  context,
  axe,
  allowConsoleErrors,
}) => {
  test.setTimeout(240_000);
  allowConsoleErrors(OFFLINE);
  const aged = await signedInHoursAgo(page);
  await context.setOffline(true);
  for (const path of DOOR) {
    await page.goto(url(path));
    await codesStay(page, path);
    await axe.check();
  }
  // Nothing was deleted: the snapshots and the kept orders are all there.
  expect(await kept(page)).toEqual(DOOR.map((path) => `member-ch-demo${path}`).sort());
  expect(await keptOrders(page)).toBe(1);

  // Back online: one renewal, a fresh token, the same member's live page.
  const renewed = page.waitForResponse((r) => r.url().endsWith('/api/fr/refresh'));
  await context.setOffline(false);
  expect(await (await renewed).json()).toMatchObject({ errorCode: '' });
  await expect.poll(() => sessionToken(page)).not.toBe(aged);
  expect(secondsLeft((await sessionToken(page)) ?? '')).toBeGreaterThan(3000);
  await page.goto(url('/fr/e-tickets'));
  await waitForIslands(page);
  const tickets = page.locator('cine-account cine-tickets');
  await expect(tickets.locator('svg[part~="qr-code"]').first()).toBeVisible();
  await expect(tickets.locator('[part~="kept-note"]')).toBeHidden();
  await expect(page).toHaveURL(url('/fr/e-tickets'));
});

test('ch/fr: back online, a renewal the server refuses ends the session and deletes the kept codes', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  test.setTimeout(240_000);
  allowConsoleErrors(OFFLINE);
  await signedInHoursAgo(page);
  await context.setOffline(true);
  await page.goto(url('/fr/e-tickets'));
  await codesStay(page, '/fr/e-tickets');
  // Back online days later, past the demo's refresh window (7 days after expiry): refused.
  shift = 8 * 24 * HOUR;
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/fr\/login/, { timeout: 20_000 });
  await expect.poll(() => keptOrders(page)).toBe(0);
  await expect.poll(() => kept(page)).toEqual([]);
  expect(await sessionToken(page)).toBeUndefined();
  shift = 0;
});
