import type { Page } from '@playwright/test';
import {
  clearFault,
  countryUrl,
  demoAccount,
  expect,
  login,
  setFault,
  test,
  waitForIslands,
} from './fixtures';
import { createMember, signInAs } from './members';

const ticketsOf = (page: Page) => page.locator('cine-tickets');

async function openTickets(page: Page, country: 'ch' | 'be' | 'sn' | 'tn', lang: string) {
  await login(page, country, lang);
  await page.goto(countryUrl(country, `/${lang}/e-tickets`));
  await waitForIslands(page);
  await expect(ticketsOf(page).locator('[part~="order"]').first()).toBeVisible();
  return ticketsOf(page);
}

// On a first visit the orders leave with the page (its preload), not after the scripts.
test('ch/fr: the orders are asked for once, ahead of the scripts, and shown', async ({ page }) => {
  await login(page, 'ch', 'fr');
  // Only this page's requests: the dashboard the sign-in landed on may still load its later parts.
  await page.goto('about:blank');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/customer/ebillet') || pathname.endsWith('.js')) asked.push(pathname);
  });
  await page.goto(countryUrl('ch', '/fr/e-tickets'));
  await expect(ticketsOf(page).locator('[part~="order"]').first()).toBeVisible();
  expect(asked.filter((path) => path.endsWith('/customer/ebillet'))).toEqual(['/tunnel/fr/customer/ebillet']);
  expect(asked[0]).toBe('/tunnel/fr/customer/ebillet');
});

test('ch/fr: three tabs with their counts, the ARIA tabs keys, one more page on "show more"', async ({
  page,
  axe,
}) => {
  const tickets = await openTickets(page, 'ch', 'fr');
  await expect(tickets.getByRole('heading', { level: 1 })).toHaveText('Mes e-billets');
  const tabs = tickets.getByRole('tab');
  await expect(tabs).toHaveText(['Toutes 6', 'À venir 2', 'Annulées 1']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const orders = tickets.getByRole('tabpanel').locator('[part~="order"]');
  await expect(orders).toHaveCount(5);
  await axe.check();
  await tickets.getByRole('button', { name: 'Afficher plus de commandes' }).click();
  await expect(orders).toHaveCount(6);
  await expect(tickets.getByRole('button', { name: 'Afficher plus de commandes' })).toBeHidden();
  // Arrow keys move and select, wrapping; Home and End jump.
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(orders).toHaveCount(2);
  await axe.check();
  await page.keyboard.press('End');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(orders).toHaveCount(1);
  // A canceled order shows no QR code, and cannot be re-sent.
  await expect(orders.first()).toContainText('Annulée');
  await expect(orders.first().locator('[part~="qr-code"]')).toHaveCount(0);
  await axe.check();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
});

test('ch/de: an order shows film, cinema, room, date, options, status and price; QR codes only for coming shows', async ({
  page,
  axe,
}) => {
  const tickets = await openTickets(page, 'ch', 'de');
  const first = tickets.locator('[part~="order"]').first();
  await expect(first).toContainText('Bestätigt');
  await expect(first).toContainText(/Saal \d/);
  await expect(first).toContainText('Erwachsene');
  await expect(first).toContainText('Mit 2 Popcorn, 3D-Brille');
  await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+, \d{1,2}\. [A-Z][a-zä]+ 2026 um \d{2}:\d{2}$/);
  await expect(first).toContainText(/CHF\s\d+\.\d{2}/);
  await expect(first.locator('[part~="qr-code"]').first()).toBeVisible();
  await expect(first).toContainText('Stellen Sie die Bildschirmhelligkeit vor dem Scannen hoch.');
  // Coming shows first, then the rest latest first: the fourth order is past, and has no QR code.
  const past = tickets.locator('[part~="order"]').nth(3);
  await expect(past).toContainText('Bestätigt');
  await expect(past.locator('[part~="qr-code"]')).toHaveCount(0);
  // The full-screen view: a modal dialog, closed with Escape, focus back on its button.
  const open = first.getByRole('button', { name: 'Im Vollbild zeigen' }).first();
  await open.click();
  const dialog = tickets.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.locator('[part~="qr-code"]').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  await axe.check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('sn/fr: ticket types, options and room in French, as the API answers the page’s language', async ({
  page,
}) => {
  const tickets = await openTickets(page, 'sn', 'fr');
  const first = tickets.locator('[part~="order"]').first();
  await expect(first).toContainText(/Salle \d/);
  await expect(first).toContainText('Adulte');
  await expect(first).toContainText('2 Popcorn, Lunettes 3D');
  await expect(tickets).not.toContainText(/Adult\b|Child|3D glasses|Screen \d/);
});

const prices = [
  { country: 'be', lang: 'nl', price: /^€\s\d+,\d{2}$/ },
  { country: 'sn', lang: 'fr', price: /^\d{1,3}\s\d{3}\sF\sCFA$/ },
  { country: 'tn', lang: 'fr', price: /^\d+,\d{3}\sDT$/ },
] as const;

for (const { country, lang, price } of prices) {
  test(`${country}/${lang}: prices in the order's currency and the page's language`, async ({
    page,
    axe,
  }) => {
    const tickets = await openTickets(page, country, lang);
    const first = tickets.locator('[part~="order"]').first();
    await expect(first.locator('.order__facts dd').nth(1)).toHaveText(price);
    await axe.check();
  });
}

test('ch/en: "send again" is busy while it runs; three clicks send one e-mail, which reaches the outbox', async ({
  page,
  outbox,
}) => {
  const tickets = await openTickets(page, 'ch', 'en');
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/SendMailTransaction/')) sends.push(request.url());
  });
  // The answer waits until all three clicks are in, however slow the machine: they all land while busy.
  let release = () => {};
  const clicked = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/SendMailTransaction/**', async (route) => {
    await clicked;
    await route.continue();
  });
  const button = tickets.getByRole('button', { name: 'Send the ticket e-mail again' }).first();
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await button.click({ force: true });
  await button.click({ force: true });
  release();
  await expect(page.getByText('We have sent the ticket e-mail again.').first()).toBeVisible();
  expect(sends).toHaveLength(1);
  const ticketId = decodeURIComponent(sends[0]?.split('/').at(-1) ?? '');
  const mail = await outbox.next(demoAccount('ch').email, 'ticket');
  expect(mail.text).toContain(ticketId);
});

test('ch/fr: a click answered at once, then a double click, sends one e-mail', async ({ page }) => {
  const tickets = await openTickets(page, 'ch', 'fr');
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/SendMailTransaction/')) sends.push(request.url());
  });
  const button = tickets.getByRole('button', { name: 'Renvoyer l’e-mail du billet' }).first();
  const answered = page.waitForResponse((response) => response.url().includes('/SendMailTransaction/'));
  await button.click();
  await answered;
  // The answer is in: the double click comes after the request, within the forms' 600 ms burst.
  await button.dblclick();
  await expect(page.getByText('Nous avons renvoyé l’e-mail du billet.').first()).toBeVisible();
  await page.waitForTimeout(700);
  expect(sends).toHaveLength(1);
});

test('webview page: "Add to wallet" sends addToWallet through the native bridge in Switzerland; Senegal has no wallet', async ({
  page,
}) => {
  await login(page, 'ch', 'en');
  await page.goto(countryUrl('ch', '/webview-tickets.html'));
  await waitForIslands(page);
  const tickets = ticketsOf(page);
  await tickets.getByRole('button', { name: 'Add to wallet' }).first().click();
  await expect(page.locator('#bridge-log li')).toHaveText([
    /^\{"v":1,"type":"addToWallet","payload":\{"orderId":"CH-[^"]+","ticketId":"T\d+"\}\}$/,
  ]);
  await login(page, 'sn', 'fr');
  await page.goto(countryUrl('sn', '/webview-tickets.html'));
  await waitForIslands(page);
  await ticketsOf(page).evaluate((element) => element.setAttribute('lang', 'fr'));
  await expect(ticketsOf(page).getByRole('heading', { level: 1 })).toHaveText('Mes e-billets');
  await expect(ticketsOf(page).locator('[part~="qr-code"]').first()).toBeVisible();
  await expect(ticketsOf(page).getByRole('button', { name: /portefeuille|wallet/ })).toHaveCount(0);
});

test('be marketing page: <cine-tickets> beside the other member elements', async ({ page, axe }) => {
  await login(page, 'be', 'nl');
  await page.goto(countryUrl('be', '/member.html'));
  await waitForIslands(page);
  const tickets = ticketsOf(page);
  await expect(tickets.getByRole('tab')).toHaveText(['All 6', 'Upcoming 2', 'Cancelled 1']);
  await expect(tickets.locator('[part~="order"]').first()).toContainText('Confirmed');
  await tickets.evaluate((element) => element.setAttribute('lang', 'nl'));
  await expect(tickets.getByRole('tab')).toHaveText(['Alle 6', 'Komende 2', 'Geannuleerd 1']);
  await axe.check();
});

test('ch/en: an order list that does not parse is said, and a retry brings the orders', async ({
  page,
  context,
  axe,
}) => {
  await login(page, 'ch', 'en');
  await setFault(context, 'customer/ebillet:malformed');
  await page.goto(countryUrl('ch', '/en/e-tickets'));
  const tickets = ticketsOf(page);
  await expect(tickets.getByRole('alert')).toContainText('We could not load your tickets.');
  await axe.check();
  await clearFault(context);
  await tickets.getByRole('button', { name: 'Try again' }).click();
  await expect(tickets.getByRole('tab').first()).toHaveText('All 6');
});

test('tn/fr: a new member without orders sees each tab say so', async ({ page, outbox, axe }) => {
  const member = await createMember(page, outbox, { country: 'tn' });
  await signInAs(page, member);
  await page.goto(countryUrl('tn', '/fr/e-tickets'));
  await waitForIslands(page);
  const tickets = ticketsOf(page);
  await expect(tickets.getByRole('tab')).toHaveText(['Toutes 0', 'À venir 0', 'Annulées 0']);
  await expect(tickets.getByRole('tabpanel')).toHaveText('Vous n’avez encore aucune commande.');
  await axe.check();
  await tickets.getByRole('tab', { name: 'Annulées 0' }).click();
  await expect(tickets.getByRole('tabpanel')).toHaveText('Aucune commande annulée.');
});

test('be/fr: a ticket e-mail that cannot be sent says so, once, and a later click sends it', async ({
  page,
  context,
  outbox,
}) => {
  const tickets = await openTickets(page, 'be', 'fr');
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/SendMailTransaction/')) sends.push(request.url());
  });
  await setFault(context, 'SendMailTransaction:500');
  const button = tickets.getByRole('button', { name: 'Renvoyer l’e-mail du billet' }).first();
  await button.click();
  await expect(
    page.getByText('Nous n’avons pas pu envoyer l’e-mail du billet. Veuillez réessayer.').first(),
  ).toBeVisible();
  // Tried once: a retry would be a second e-mail.
  expect(sends).toHaveLength(1);
  await clearFault(context);
  await button.click();
  await expect(page.getByText('Nous avons renvoyé l’e-mail du billet.').first()).toBeVisible();
  await outbox.next(demoAccount('be').email, 'ticket');
  expect(sends).toHaveLength(2);
});
