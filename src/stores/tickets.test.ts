// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../api/test-fetch';
import { configure } from './config';
import { clearSession, setToken } from './session';
import { $settings } from './settings';
import { makeJwt, settingsFixture } from './test-fixtures';
import { signedInStoreTests } from './test-setup';
import {
  $orders,
  $ordersTabs,
  addToWallet,
  isUpcoming,
  loadOrders,
  ORDERS_PAGE,
  type Order,
  resendTicket,
  showMoreOrders,
} from './tickets';
import { $toasts } from './toasts';

// IndexedDB is the browser's; here the kept copies live in a map (e2e covers the real thing offline).
const kept = vi.hoisted(() => new Map<string, { orders: unknown[]; savedAt: string }>());
vi.mock('./tickets-offline', () => ({
  keepOfflineTickets: async (id: string, orders: unknown[]) => {
    kept.set(id, { orders, savedAt: '2026-11-20T18:00:00.000Z' });
  },
  readOfflineTickets: async (id: string) => kept.get(id),
  forgetOfflineTickets: async () => kept.clear(),
}));

const DAY = 86_400_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString().replace(/\.\d+Z$/, '');
const order = (n: number, offset: number, status: Order['status'] = 'CONFIRMED'): Order => ({
  id: `O${n}`,
  filmTitle: `Film ${n}`,
  cinemaName: 'Cine Genève',
  room: 'Salle 1',
  date: at(offset),
  status,
  currencyCode: 'CHF',
  totalPrice: 1950,
  tickets: [{ id: `T${n}`, label: 'Adult', price: 1950, options: [], qrCode: `QR${n}` }],
});

signedInStoreTests();

beforeEach(() => {
  kept.clear();
  $orders.set({ loading: false });
  $settings.set(settingsFixture);
});

describe('orders', () => {
  it('counts each tab, shows one page of each and one more per "show more"', async () => {
    const orders = [
      ...Array.from({ length: 7 }, (_, n) => order(n, (n + 1) * DAY)),
      ...Array.from({ length: 4 }, (_, n) => order(10 + n, -(n + 1) * DAY)),
      order(20, 2 * DAY, 'CANCELED_CONFIRMED'),
    ];
    const sent = fakeFetch(json({ orders }));
    await loadOrders();
    expect(sent[0]?.url).toBe('https://tunnel.example.ch/customer/ebillet');
    // Spec section 7: the bearer never goes to the tunnel.
    expect(sent[0]?.headers.get('authorization')).toBeNull();
    const tabs = $ordersTabs.get();
    expect([tabs.all.total, tabs.inProgress.total, tabs.canceled.total]).toEqual([12, 7, 1]);
    expect(tabs.all.items).toHaveLength(ORDERS_PAGE);
    // Coming shows first, soonest first.
    expect(tabs.all.items.map((entry) => entry.id).slice(0, 2)).toEqual(['O0', 'O1']);
    showMoreOrders('all');
    expect($ordersTabs.get().all.items).toHaveLength(2 * ORDERS_PAGE);
    showMoreOrders('all');
    expect($ordersTabs.get().all).toMatchObject({ hasMore: false, total: 12 });
    expect($ordersTabs.get().inProgress.items).toHaveLength(ORDERS_PAGE);
  });

  it('treats a past, a canceled and an unreadable date as the spec and the door need', () => {
    expect(isUpcoming(order(1, DAY))).toBe(true);
    expect(isUpcoming(order(1, -DAY))).toBe(false);
    expect(isUpcoming(order(1, DAY, 'CANCELED_CONFIRMED'))).toBe(false);
    expect(isUpcoming({ ...order(1, DAY), date: 'not a date' })).toBe(true);
  });

  it('clears the orders on a failure when nothing was kept', async () => {
    fakeFetch(json({ orders: [order(1, DAY)] }));
    await loadOrders();
    kept.clear();
    fakeFetch(json({ errorCode: 'EC-500' }, 500));
    await loadOrders();
    expect($orders.get().orders).toBeUndefined();
    expect($orders.get()).toMatchObject({ loading: false, error: 'EC-500' });
  });

  it('keeps the loaded orders for the member and shows them, with their time, when the network is gone', async () => {
    fakeFetch(json({ orders: [order(1, DAY)] }));
    await loadOrders();
    expect(kept.get('u-1')?.orders).toHaveLength(1);
    fakeFetch(new TypeError('Failed to fetch'));
    await loadOrders();
    expect($orders.get()).toMatchObject({ keptAsOf: '2026-11-20T18:00:00.000Z', loading: false });
    expect($orders.get().orders?.[0]?.id).toBe('O1');
  });

  it('shows the orders asked for before the token was renewed: the same member, a new token', async () => {
    fakeFetch(json({ orders: [order(1, DAY)] }));
    const loading = loadOrders();
    setToken(makeJwt(7200, { sub: 'u-1' }));
    await loading;
    expect($orders.get()).toMatchObject({ loading: false });
    expect($orders.get().orders?.[0]?.id).toBe('O1');
  });

  it('drops orders asked for a member who signed out meanwhile', async () => {
    fakeFetch(json({ orders: [order(1, DAY)] }));
    const loading = loadOrders();
    clearSession();
    await loading;
    expect($orders.get().orders).toBeUndefined();
  });

  it('forgets every kept ticket and the shown orders at sign-out', async () => {
    fakeFetch(json({ orders: [order(1, DAY)] }));
    await loadOrders();
    clearSession();
    expect($orders.get().orders).toBeUndefined();
    await vi.waitFor(() => expect(kept.size).toBe(0));
  });
});

describe('ticket actions', () => {
  it('sends one e-mail per click burst and says so', async () => {
    const sent = fakeFetch(json({ success: true }));
    const clicks = [resendTicket('O1', 'T1'), resendTicket('O1', 'T1'), resendTicket('O1', 'T1')];
    expect(await Promise.all(clicks)).toEqual([true, false, false]);
    expect(sent.map((req) => req.url)).toEqual(['https://tunnel.example.ch/SendMailTransaction/O1/T1']);
    expect($toasts.get().at(-1)).toMatchObject({ kind: 'success', message: 'tickets.resend.sent' });
  });

  it('sends one e-mail when a double click follows a click answered at once, and again after the burst', async () => {
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const sent = fakeFetch(json({ success: true }));
    expect(await resendTicket('O7', 'T7')).toBe(true);
    now += 100;
    expect(await Promise.all([resendTicket('O7', 'T7'), resendTicket('O7', 'T7')])).toEqual([false, false]);
    expect(await resendTicket('O7', 'T8')).toBe(true);
    now += 700;
    expect(await resendTicket('O7', 'T7')).toBe(true);
    expect(sent.map((req) => req.url.split('/').slice(-2).join('/'))).toEqual(['O7/T7', 'O7/T8', 'O7/T7']);
  });

  it('says when the e-mail could not be sent', async () => {
    fakeFetch(json({ errorCode: 'EC-404' }, 404));
    expect(await resendTicket('O1', 'T9')).toBe(false);
    expect($toasts.get().at(-1)).toMatchObject({ kind: 'error', message: 'tickets.resend.failed' });
  });

  it('asks the app to add a ticket to the wallet through the native bridge', () => {
    configure({ context: 'webview' });
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    expect(addToWallet('O1', 'T1')).toBe(true);
    expect(JSON.parse(postMessage.mock.calls[0]?.[0])).toEqual({
      v: 1,
      type: 'addToWallet',
      payload: { orderId: 'O1', ticketId: 'T1' },
    });
  });
});
