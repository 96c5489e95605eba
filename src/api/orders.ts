import { Ack } from './contract/common';
import { OrdersResponse } from './contract/orders';
import { type ApiContext, request } from './http';

// The tunnel knows the member by the session cookie on the domain it shares with the site, which a
// call to another origin carries only so; the page's preload of the orders asks the same.
const tunnel = { host: 'tunnel', credentials: 'include' } as const;

/** GET {tunnel}/customer/ebillet: the member's e-ticket orders. */
export const getOrders = (ctx: ApiContext) =>
  request(ctx, { ...tunnel, path: 'customer/ebillet' }, OrdersResponse);

/** GET {tunnel}/SendMailTransaction/{orderId}/{ticketId}: e-mails the ticket again; tried once (a retry is a second e-mail). */
export const resendTicketMail = (ctx: ApiContext, orderId: string, ticketId: string) =>
  request(
    ctx,
    {
      ...tunnel,
      path: `SendMailTransaction/${encodeURIComponent(orderId)}/${encodeURIComponent(ticketId)}`,
      once: true,
    },
    Ack,
  );
