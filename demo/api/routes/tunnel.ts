import { type Context, Hono } from 'hono';
import { type Ack, ErrorCodes } from '../../../src/api/contract/common';
import type { Order, OrdersResponse } from '../../../src/api/contract/orders';
import type { ApiEnv, Deps } from '../context';
import { COUNTRIES } from '../countries';
import { fail } from '../errors';
import { sendMail } from '../outbox';
import { localizeOrder } from '../seed-texts';
import { bearerOf, memberOfToken, sessionJwt } from '../tokens';

// The bearer never goes to the tunnel (spec section 7): it knows the member by the shared session cookie.
async function tunnelMember(c: Context<ApiEnv>, deps: Deps) {
  const token = bearerOf(c) ?? sessionJwt(c.req.header('cookie'));
  const found = typeof token === 'string' ? await memberOfToken(deps, token) : undefined;
  if (!found || found.exp * 1000 <= deps.now() || found.member.country !== c.var.country) return undefined;
  return found.member;
}

/** The ticketing tunnel: e-ticket orders and re-sending a ticket e-mail. */
export function tunnelRoutes(deps: Deps): Hono<ApiEnv> {
  const tunnel = new Hono<ApiEnv>();
  const pg = deps.db.pg;

  // The settings' tunnel URL ends with the page's language (`/tunnel/fr`), as the API's paths do.
  const lang = (c: Context<ApiEnv>) => c.var.lang ?? COUNTRIES[c.var.country].defaultLanguage;

  const paths = (path: string) => [path, `/:lang{fr|en|de|nl}${path}`];

  tunnel.on('GET', paths('/customer/ebillet'), async (c) => {
    const member = await tunnelMember(c, deps);
    if (!member) return fail(c, 401, ErrorCodes.unauthorized, 'No session');
    const rows = await pg.query<{ data: Order }>(
      'select data from member_orders where member_id = $1 order by show_date desc',
      [member.id],
    );
    const body: OrdersResponse = {
      orders: rows.rows.map((row) => localizeOrder(row.data, lang(c), c.var.country)),
    };
    return c.json(body);
  });

  tunnel.on('GET', paths('/SendMailTransaction/:orderId/:ticketId'), async (c) => {
    const member = await tunnelMember(c, deps);
    if (!member) return fail(c, 401, ErrorCodes.unauthorized, 'No session');
    const rows = await pg.query<{ data: Order }>(
      'select data from member_orders where id = $1 and member_id = $2',
      [c.req.param('orderId'), member.id],
    );
    const order = rows.rows[0]?.data;
    const ticket = order?.tickets.find((entry) => entry.id === c.req.param('ticketId'));
    if (!order || !ticket) return fail(c, 404, 'EC-404', 'No such order or ticket');
    await sendMail(deps, {
      to: member.email,
      subject: `Your ticket: ${order.filmTitle}`,
      text: `Hello ${member.first_name}, here is your ticket ${ticket.id} (${ticket.seat ?? ''}) for ${order.filmTitle} at ${order.cinemaName}, ${order.date}. Show the QR code ${ticket.qrCode} at the door.`,
      kind: 'ticket',
    });
    const ack: Ack = { success: true };
    return c.json(ack);
  });

  return tunnel;
}
