import { atom, map } from 'nanostores';
import type { Order, Ticket } from '../api/contract/orders';
import { toApiError } from '../api/http';
import { getOrders, resendTicketMail } from '../api/orders';
import { parseDate } from '../i18n/format';
import { sendToNative } from '../platform/bridge';
import { burstGuard } from '../platform/burst';
import { derive } from '../platform/hydration';
import { settledApiContext } from './api-context';
import { emitError } from './outcomes';
import { $session } from './session-state';
import { showToast } from './toasts';

export type { Order, Ticket };

/**
 * Spec section 4 "Orders list", plus `keptAsOf` when the orders shown are the copy kept on this device,
 * and `reading` while that copy is looked for.
 */
export type OrdersState = {
  orders?: Order[];
  loading: boolean;
  error?: string;
  keptAsOf?: string;
  reading?: boolean;
};
export type OrdersTab = 'all' | 'inProgress' | 'canceled';
export const ORDER_TABS: readonly OrdersTab[] = ['all', 'inProgress', 'canceled'];

/** Orders shown per page; each tab's counter starts at one page and grows by one (spec section 4). */
export const ORDERS_PAGE = 5;
// A show stays "in progress" (and its QR code shown) until three hours after it starts.
const SHOW_WINDOW_MS = 3 * 3_600_000;

export const $orders = map<OrdersState>({ loading: false });
export const $ordersTab = atom<OrdersTab>('all');
export const $ordersCounters = atom<Record<OrdersTab, number>>({ all: 1, inProgress: 1, canceled: 1 });
/** `orderId/ticketId` of each ticket e-mail being sent. */
export const $resending = atom<ReadonlySet<string>>(new Set());

const showTime = (order: Order) => parseDate(order.date).getTime();
const comingAt = (order: Order, time: number, now: number) =>
  order.status === 'CONFIRMED' && (Number.isNaN(time) || time + SHOW_WINDOW_MS > now);

/** A confirmed order whose show has not ended; an unreadable date counts as coming (the door decides). */
export const isUpcoming = (order: Order, now = Date.now()): boolean => comingAt(order, showTime(order), now);

type Placed = { order: Order; time: number; coming: boolean };

// Coming shows first, soonest first (the one at the door is on top), then the rest, latest first.
// Each date is read once: sorting 10,000 orders must not parse dates in the comparator.
function byDoorOrder(orders: Order[], now: number): Placed[] {
  const placed = orders.map((order) => {
    const time = showTime(order);
    return { order, time: Number.isNaN(time) ? 0 : time, coming: comingAt(order, time, now) };
  });
  const coming = placed.filter((entry) => entry.coming).sort((a, b) => a.time - b.time);
  const others = placed.filter((entry) => !entry.coming).sort((a, b) => b.time - a.time);
  return [...coming, ...others];
}

const inTab = (tab: OrdersTab, entry: Placed) =>
  tab === 'all' ? true : tab === 'canceled' ? entry.order.status === 'CANCELED_CONFIRMED' : entry.coming;

/** Each tab's orders cut to its pages, with its total for the tab's label. */
export const $ordersTabs = derive([$orders, $ordersCounters], (state, counters) => {
  const placed = byDoorOrder(state.orders ?? [], Date.now());
  const tab = (name: OrdersTab) => {
    const matching = placed.filter((entry) => inTab(name, entry));
    const shown = counters[name] * ORDERS_PAGE;
    return {
      items: matching.slice(0, shown).map((entry) => entry.order),
      total: matching.length,
      hasMore: matching.length > shown,
    };
  };
  return { all: tab('all'), inProgress: tab('inProgress'), canceled: tab('canceled') };
});

let pending: Promise<void> | undefined;
const noop = () => undefined;
// The copy kept on this device (IndexedDB) loads once the orders are asked for, not with the screen.
const offline = () => import('./tickets-offline');
const keptOrders = (memberId: string) =>
  offline().then((module) => module.readOfflineTickets(memberId), noop);

/**
 * Loads the orders (the request waits for the tunnel URL). The copy kept on this device shows at once
 * while the network answers, and stays, marked with its time, when it cannot (the cinema door).
 */
export function loadOrders(): Promise<void> {
  pending ??= (async () => {
    const memberId = $session.get().user?.sub;
    $orders.set({ ...$orders.get(), loading: true, error: undefined, reading: true });
    // Signed out or another member: a renewal's new token is still this member's.
    const stale = () => $session.get().user?.sub !== memberId;
    // Read beside the request, not before it: the kept copy shows if it comes first.
    // One read a load: shown if it comes before the answer, kept in view if the request fails.
    const kept = memberId ? keptOrders(memberId) : Promise.resolve(undefined);
    void kept.then((copy) => {
      if (stale()) return;
      const shown = $orders.get();
      $orders.set(
        copy && !shown.orders
          ? { ...shown, orders: copy.orders, keptAsOf: copy.savedAt, reading: false }
          : { ...shown, reading: false },
      );
    });
    try {
      const { orders } = await getOrders(await settledApiContext());
      if (stale()) return;
      $orders.set({ orders, loading: false });
      $ordersCounters.set({ all: 1, inProgress: 1, canceled: 1 });
      if (memberId) await offline().then((module) => module.keepOfflineTickets(memberId, orders), noop);
    } catch (err) {
      const code = toApiError(err).code;
      const copy = await kept;
      if (stale()) return;
      // Failure clears the orders (spec section 4); the member's kept copy, if any, stays in view.
      $orders.set(
        copy
          ? { orders: copy.orders, keptAsOf: copy.savedAt, loading: false, error: code }
          : { loading: false, error: code },
      );
    }
  })().finally(() => {
    pending = undefined;
  });
  return pending;
}

/** Shows one more page of a tab. */
export function showMoreOrders(tab: OrdersTab): void {
  const counters = $ordersCounters.get();
  $ordersCounters.set({ ...counters, [tab]: counters[tab] + 1 });
}

/** Selects a tab. */
export function selectOrdersTab(tab: OrdersTab): void {
  $ordersTab.set(tab);
}

// A click answered within 100 ms, then a double click, is one burst: one e-mail.
const resendBurst = burstGuard();

/** Sends the ticket e-mail again, once per click burst; success and failure are toasts. */
export async function resendTicket(orderId: string, ticketId: string, origin?: string): Promise<boolean> {
  const key = `${orderId}/${ticketId}`;
  if ($resending.get().has(key) || resendBurst.repeats(key)) return false;
  $resending.set(new Set([...$resending.get(), key]));
  try {
    await resendTicketMail(await settledApiContext(), orderId, ticketId);
    // Only a sent e-mail closes the burst: after a failure the next click tries again.
    resendBurst.answered(key);
    showToast({ kind: 'success', title: '_.Success', message: 'tickets.resend.sent' });
    return true;
  } catch (err) {
    showToast({ kind: 'error', title: 'Error.Title', message: 'tickets.resend.failed' });
    emitError(toApiError(err), 'tickets.resend.failed', origin);
    return false;
  } finally {
    const next = new Set($resending.get());
    next.delete(key);
    $resending.set(next);
  }
}

/** Asks the native app to add a ticket to the phone's wallet (design.md section 4). */
export function addToWallet(orderId: string, ticketId: string): boolean {
  return sendToNative({ type: 'addToWallet', payload: { orderId, ticketId } });
}

$session.listen((session) => {
  if (session.token) return;
  pending = undefined;
  $orders.set({ loading: false });
  $ordersCounters.set({ all: 1, inProgress: 1, canceled: 1 });
  void offline().then((module) => module.forgetOfflineTickets(), noop);
});
