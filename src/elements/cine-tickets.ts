import css from '../screens/tickets/tickets.css?inline';
import { TicketsScreen } from '../screens/tickets/tickets-screen';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-tickets>`: the member's e-tickets (spec route `{language}/e-tickets`; login required):
 * orders in three tabs (all, in progress, canceled) with their counts and "show more", each order's
 * film, cinema, room, time, status, tickets, options and price, a QR code per coming ticket with a
 * full-screen view, re-sending the ticket e-mail, and "add to wallet" in the app's webview (native
 * bridge `addToWallet` `{orderId, ticketId}`). The last loaded orders are kept on the device and
 * open offline, marked with their time; they are deleted at sign-out.
 *
 * @attr service-worker - URL of the account site's offline worker (default `{base-path}/cine-sw.js`;
 *   `none` registers none).
 * @fires cine-error - A ticket e-mail could not be sent.
 * @csspart page, tickets, tabs, tab, tab-selected, orders, order, ticket, qr-code, kept-note, dialog, button - The column, the tabs, the orders and tickets, the offline note, the QR view.
 */
export const CineTickets = defineIsland('cine-tickets', TicketsScreen, {
  attributes: { 'service-worker': 'string' },
  texts: ['tickets', 'member'],
  styles: [toSheet(css)],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-tickets': CineElement<{ serviceWorker: string }>;
  }
}
