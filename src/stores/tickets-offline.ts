import { clear, createStore, get, set } from 'idb-keyval';
import { OrdersResponse } from '../api/contract/orders';
import { forgetDoorSnapshots } from '../platform/door-cache';
import { OFFLINE_TICKETS_MARK, removeStored, writeStored } from '../platform/storage';

/** What is kept per member: the last loaded orders (QR payloads included) and when they were loaded. */
export type OfflineTickets = { orders: OrdersResponse['orders']; savedAt: string };

// One database of our own, so clearing it on sign-out never touches the host page's data.
let database: ReturnType<typeof createStore> | undefined;
const store = () => {
  database ??= createStore('cine-account-tickets', 'orders');
  return database;
};

/** Keeps the member's last loaded orders for the cinema door; storage trouble only loses the copy. */
export async function keepOfflineTickets(memberId: string, orders: OfflineTickets['orders']): Promise<void> {
  try {
    await set(memberId, { orders, savedAt: new Date().toISOString() } satisfies OfflineTickets, store());
    writeStored(OFFLINE_TICKETS_MARK, '1', 'local');
  } catch {
    // Private mode or a full disk: the page still works online.
  }
}

/** The member's kept orders, re-checked against the contract (the disk is an edge too). */
export async function readOfflineTickets(memberId: string): Promise<OfflineTickets | undefined> {
  try {
    const kept = (await get(memberId, store())) as Partial<OfflineTickets> | undefined;
    const parsed = OrdersResponse.safeParse({ orders: kept?.orders });
    return parsed.success && typeof kept?.savedAt === 'string'
      ? { orders: parsed.data.orders, savedAt: kept.savedAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Deletes every member's kept tickets and door snapshots: after a sign-out nobody's codes open on this device. */
export async function forgetOfflineTickets(): Promise<void> {
  await forgetDoorSnapshots();
  try {
    await clear(store());
  } catch {
    // No database: nothing kept.
  }
  // Only now: a sign-out that navigates away mid-way leaves the mark, and the next page finishes the job.
  removeStored(OFFLINE_TICKETS_MARK, 'local');
}
