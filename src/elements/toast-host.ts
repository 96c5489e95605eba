import { atom } from 'nanostores';

const order: string[] = [];

/** The id of the island that shows the page's toasts: the earliest still mounted. */
export const $toastHost = atom<string | undefined>(undefined);

/** Queues an island as a toast host; the first in line shows the toasts. */
export function claimToasts(id: string): void {
  if (!order.includes(id)) order.push(id);
  $toastHost.set(order[0]);
}

/** Hands the toasts on to the next mounted island. */
export function releaseToasts(id: string): void {
  const at = order.indexOf(id);
  if (at >= 0) order.splice(at, 1);
  $toastHost.set(order[0]);
}
