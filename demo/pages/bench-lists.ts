// The e-tickets tabs and a loyalty points list alone, fed generated entries, so the bench times rendering.
import '../../site/site.css';
import { createElement } from 'react';
import type { Order } from '../../src/api/contract/orders';
import { defineIsland } from '../../src/elements/define-island';
import loyaltyCss from '../../src/screens/loyalty/loyalty.css?inline';
import { PointsList } from '../../src/screens/loyalty/points-list';
import { OrderTabs } from '../../src/screens/tickets/order-tabs';
import ticketsCss from '../../src/screens/tickets/tickets.css?inline';
import { $loyalty } from '../../src/stores/loyalty';
import { $orders, ORDERS_PAGE } from '../../src/stores/tickets';
import { toSheet } from '../../src/styles/sheets';

const DAY = 86_400_000;

function orders(count: number): Order[] {
  return Array.from({ length: count }, (_, n) => ({
    id: `bench-${n}`,
    filmTitle: `Film number ${n}`,
    cinemaName: 'Cine Lausanne Flon',
    room: `Salle ${1 + (n % 9)}`,
    // A third coming (with QR codes), the rest past; one in ten canceled.
    date: new Date(Date.now() + (n % 3 === 0 ? n + 1 : -(n + 1)) * DAY).toISOString().slice(0, 16),
    status: n % 10 === 7 ? 'CANCELED_CONFIRMED' : 'CONFIRMED',
    currencyCode: 'CHF',
    totalPrice: 3315,
    tickets: [
      {
        id: `T${n}1`,
        label: 'Adult',
        seat: 'F7',
        price: 1950,
        options: [{ label: 'Popcorn', quantity: 2 }],
        qrCode: `CINE-BENCH-${n}-1`,
      },
      { id: `T${n}2`, label: 'Child', seat: 'F8', price: 1365, options: [], qrCode: `CINE-BENCH-${n}-2` },
    ],
  }));
}

const points = (count: number) =>
  Array.from({ length: count }, (_, n) => ({
    id: `bench-${n}`,
    date: new Date(Date.UTC(2026, 0, 1) - n * DAY).toISOString(),
    label: `Ticket: Film number ${n}`,
    points: 10 + (n % 40),
    cinemaName: 'Cine Lausanne Flon',
  }));

// Empty lists first, so the elements are up before the clock starts.
$orders.set({ loading: false, orders: [] });
$loyalty.set({ loading: false, joining: false, pointsHistory: { pointsEarned: [], pointsConsumed: [] } });
defineIsland('cine-bench-orders', OrderTabs, {
  texts: ['tickets'],
  styles: [toSheet(ticketsCss)],
  settingsNotice: false,
});
defineIsland('cine-bench-points', () => createElement(PointsList, { list: 'earned' }), {
  texts: ['loyalty'],
  styles: [toSheet(loyaltyCss)],
  settingsNotice: false,
});

type Kind = 'orders' | 'points';
const shown = (kind: Kind) =>
  document
    .querySelector(`cine-bench-${kind}`)
    ?.shadowRoot?.querySelectorAll(kind === 'orders' ? '[part~="order"]' : '.points__entry').length ?? 0;
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Milliseconds from handing over `count` entries to the visible slice being on screen and painted. */
async function benchRender(kind: Kind, count: number): Promise<number> {
  const expected = Math.min(kind === 'orders' ? ORDERS_PAGE : 10, count);
  // The entries are made before the clock starts: the bench times the list, not the generator.
  const generatedOrders = kind === 'orders' ? orders(count) : [];
  const generatedPoints = kind === 'points' ? points(count) : [];
  const started = performance.now();
  if (kind === 'orders') $orders.set({ loading: false, orders: generatedOrders });
  else
    $loyalty.set({ ...$loyalty.get(), pointsHistory: { pointsEarned: generatedPoints, pointsConsumed: [] } });
  while (shown(kind) !== expected) await frame();
  await frame();
  return performance.now() - started;
}

Object.assign(window, {
  __benchRender: benchRender,
  __benchReady: (kind: Kind) =>
    shown(kind) === 0 &&
    document
      .querySelector(`cine-bench-${kind}`)
      ?.shadowRoot?.querySelector(kind === 'orders' ? '[part~="orders"]' : '.points') !== null,
});
