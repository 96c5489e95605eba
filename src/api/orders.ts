import { Ack } from './contract/common';
import { OrdersResponse } from './contract/orders';
import { type ApiContext, request } from './http';

/** GET {tunnel}/customer/ebillet: the member's e-ticket orders. */
export const getOrders = (ctx: ApiContext) =>
  request(ctx, { host: 'tunnel', path: 'customer/ebillet' }, OrdersResponse);

/** GET {tunnel}/SendMailTransaction/{orderId}/{ticketId}: e-mails the ticket again; tried once (a retry is a second e-mail). */
export const resendTicketMail = (ctx: ApiContext, orderId: string, ticketId: string) =>
  request(
    ctx,
    {
      host: 'tunnel',
      path: `SendMailTransaction/${encodeURIComponent(orderId)}/${encodeURIComponent(ticketId)}`,
      once: true,
    },
    Ack,
  );
