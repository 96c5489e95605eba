import type { Page } from '@playwright/test';
import { keep as keepAt, kept, OFFLINE, served } from './door';
import {
  countryUrl,
  expect,
  login,
  passCaptcha,
  SESSION_COOKIE,
  setFault,
  test,
  waitForIslands,
} from './fixtures';
import { createMember, signInAs } from './members';

// The cinema door: the worker answers a member's code pages with their own snapshot.
const keep = (page: Page, path: string, member?: string) => keepAt(page, countryUrl('ch', path), member);

const account = (page: Page) => page.locator('cine-account');

/** Opens `path` offline: its `tag` paints from the member's snapshot (QR in the HTML), says "offline, as of …", shows the code. */
async function opensKept(page: Page, path: string, tag: string, note: string) {
  const html = await served(await page.goto(countryUrl('ch', path)));
  expect(html).toContain('part="qr-code"');
  expect(html).toContain(note);
  const element = account(page).locator(tag);
  await expect(element.locator('[part~="kept-note"]')).toContainText(
    new RegExp(`^Vous êtes hors ligne\\s: ${note} `),
  );
  await expect(element.locator('svg[part~="qr-code"]').first()).toBeVisible();
  return element;
}

test('ch/fr: offline, the e-tickets, the member card and the loyalty offers open from the member’s snapshot with their QR codes and "offline, as of"', async ({
  page,
  context,
  axe,
  allowConsoleErrors,
}) => {
  // Three pages, each kept online then opened offline with an axe check.
  test.setTimeout(300_000);
  allowConsoleErrors(OFFLINE);
  await login(page, 'ch', 'fr');
  for (const path of ['/fr/e-tickets', '/fr', '/fr/loyalty-program']) await keep(page, path);
  await context.setOffline(true);

  // The first paint is the snapshot: the ticket's QR code and the note are in the HTML itself.
  const tickets = await opensKept(page, '/fr/e-tickets', 'cine-tickets', 'voici vos billets au');
  await expect(tickets.getByRole('tab').first()).toHaveText('Toutes 6');
  await axe.check();
  await opensKept(page, '/fr', 'cine-dashboard', 'voici votre page au');
  // The site's header comes too: the member is still signed in, offline.
  await expect(page.locator('cine-user-menu').getByRole('button', { name: /Léa/ })).toBeVisible();
  await axe.check();
  await opensKept(page, '/fr/loyalty-program', 'cine-loyalty', 'voici votre page au');
  await axe.check();

  // Back online, the page is the member's live one: the note goes once the orders are fresh.
  await context.setOffline(false);
  await page.goto(countryUrl('ch', '/fr/e-tickets'));
  await expect(tickets.locator('svg[part~="qr-code"]').first()).toBeVisible();
  await expect(tickets.locator('[part~="kept-note"]')).toBeHidden();
  // The snapshot made way for the live screen: one island, none of the snapshot left.
  await expect(tickets.locator('div.island')).toHaveCount(1);
  await expect(tickets.locator('[data-door]')).toHaveCount(0);
});

test('ch webview page: offline, <cine-tickets> opens from the member’s snapshot with its QR codes and the note', async ({
  page,
  context,
  axe,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(OFFLINE);
  await login(page, 'ch', 'fr');
  await keep(page, '/webview-tickets.html');
  await context.setOffline(true);
  const html = await served(await page.goto(countryUrl('ch', '/webview-tickets.html')));
  expect(html).toContain('part="qr-code"');
  expect(html).toContain('part="kept-note"');
  const tickets = page.locator('cine-tickets');
  await expect(tickets.locator('[part~="kept-note"]')).toBeVisible();
  await expect(tickets.locator('svg[part~="qr-code"]').first()).toBeVisible();
  await axe.check();
});

test('ch/fr: a tap on the snapshot is answered once live, and the snapshot is replaced when the orders change', async ({
  page,
}) => {
  await login(page, 'ch', 'fr');
  await keep(page, '/fr/e-tickets');
  const snapshot = () =>
    page.evaluate(async () => {
      const cache = await caches.open('cine-account-door');
      return (await cache.match('/__door/member-ch-demo/fr/e-tickets'))?.text();
    });
  expect(await snapshot()).not.toContain('Film changé');
  // The orders the API answers now: every order's film has another title.
  const orders = await page.evaluate(async () => {
    const raw = decodeURIComponent(document.cookie.match(/(?:^|; )cine_session=([^;]*)/)?.[1] ?? '');
    const headers = { authorization: `Bearer ${JSON.parse(raw).jwt}` };
    return (await (await fetch('/tunnel/fr/customer/ebillet', { headers })).json()) as {
      orders: { filmTitle: string }[];
    };
  });
  for (const order of orders.orders) order.filmTitle = 'Film changé';
  // The answer held, and no copy kept in IndexedDB to show first: the snapshot stays on screen.
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/customer/ebillet*', async (route) => {
    await held;
    await route.fulfill({ json: orders });
  });
  await page.evaluate(forgetKeptOrders);
  const asked = page.waitForRequest('**/customer/ebillet*');
  await page.goto(countryUrl('ch', '/fr/e-tickets'));
  await asked;
  // A tap on the snapshot's "full screen" is answered by the live screen once the orders are in.
  const tickets = account(page).locator('cine-tickets');
  const fullScreen = { name: 'Afficher en plein écran' };
  await tickets.locator('[data-door]').getByRole('button', fullScreen).first().click();
  answer();
  await expect(tickets.getByRole('dialog')).toContainText('Film changé');
  await page.keyboard.press('Escape');
  await expect(tickets.getByRole('button', fullScreen).first()).toBeFocused();
  await expect.poll(snapshot, { timeout: 30_000 }).toContain('Film changé');
});

/** Empties the orders kept in IndexedDB for the door (stores/tickets-offline.ts), in the page. */
const forgetKeptOrders = () =>
  new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('cine-account-tickets');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const done = open.result.transaction('orders', 'readwrite');
      done.objectStore('orders').clear();
      done.oncomplete = () => resolve(open.result.close());
    };
  });

test('ch/fr: a snapshot is never shown to another account on the same phone', async ({
  page,
  context,
  outbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(OFFLINE);
  await login(page, 'ch', 'fr');
  await keep(page, '/fr/e-tickets');
  // Another member's session on the same browser, with no sign-out in between (the first one's
  // session cookie just gone, as when it expires).
  const other = await createMember(page, outbox, { country: 'ch', firstName: 'Autre' });
  await context.clearCookies({ name: SESSION_COOKIE });
  await signInAs(page, other);
  const html = await served(await page.goto(countryUrl('ch', '/fr/e-tickets')));
  expect(html).not.toContain('part="qr-code"');
  const tickets = account(page).locator('cine-tickets');
  await expect(tickets.getByRole('tab').first()).toHaveText('Toutes 0');
  // The other member's own snapshot is kept beside the first one's (the page keeps it after its paint).
  await expect.poll(() => kept(page), { timeout: 30_000 }).toHaveLength(2);
  expect((await kept(page)).filter((key) => !key.startsWith('member-ch-demo/'))).toEqual([
    expect.stringMatching(/\/fr\/e-tickets$/),
  ]);
  // Offline, the other member gets their own snapshot (no tickets), never the first member's QR codes.
  await context.setOffline(true);
  const offline = await served(await page.goto(countryUrl('ch', '/fr/e-tickets')));
  expect(offline).not.toContain('part="qr-code"');
  await expect(tickets.locator('[part~="kept-note"]')).toBeVisible();
  await expect(tickets.locator('svg[part~="qr-code"]')).toHaveCount(0);
});

test('ch/fr: signing out deletes the snapshots', async ({ page }) => {
  await login(page, 'ch', 'fr');
  await keep(page, '/fr/e-tickets');
  await keep(page, '/fr');
  const menu = page.locator('cine-user-menu');
  await menu.getByRole('button', { name: /Léa/ }).click();
  await menu.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(countryUrl('ch', '/catalogue/fr'));
  await expect.poll(() => kept(page)).toEqual([]);
});

test('ch/fr: a 401 that ends the session deletes the snapshots', async ({ page, context }) => {
  await login(page, 'ch', 'fr');
  await keep(page, '/fr/e-tickets');
  await setFault(context, 'accounts/me:401', 'ch');
  await page.goto(countryUrl('ch', '/fr'));
  await expect(page).toHaveURL(/\/fr\/login/);
  await expect.poll(() => kept(page)).toEqual([]);
});

test('ch/fr: deleting the account deletes its snapshots', async ({ page, outbox }) => {
  const member = await createMember(page, outbox, { country: 'ch' });
  await signInAs(page, member);
  const id = await page.evaluate(() => {
    const raw = decodeURIComponent(document.cookie.match(/(?:^|; )cine_session=([^;]*)/)?.[1] ?? '');
    return JSON.parse(atob((JSON.parse(raw).jwt as string).split('.')[1] ?? '')).sub as string;
  });
  await keep(page, '/fr', id);
  await page.goto(countryUrl('ch', '/fr/profile'));
  await waitForIslands(page);
  const profile = account(page).locator('cine-profile');
  await profile.getByRole('button', { name: 'Supprimer mon compte…' }).click();
  const dialog = profile.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  await dialog.getByLabel('Votre mot de passe').fill(member.password);
  await passCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page).toHaveURL(countryUrl('ch', '/catalogue/fr'));
  await expect.poll(() => kept(page)).toEqual([]);
});
