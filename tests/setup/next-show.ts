// A show stays coming, its code shown, until three hours after it starts (src/stores/tickets.ts).
const SHOW_WINDOW_MS = 3 * 3_600_000;

/** An order as the API answers the e-tickets screen (the fields the door cares for). */
export type Order = { id: string; date: string; status: string };

/** The confirmed order whose show is the next to come (or began less than three hours ago). */
export function nextShow(orders: Order[], now: number): Order | undefined {
  return orders
    .filter((order) => order.status === 'CONFIRMED' && Date.parse(order.date) + SHOW_WINDOW_MS > now)
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0];
}
