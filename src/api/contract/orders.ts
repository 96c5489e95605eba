import * as z from 'zod/mini';

/** Order status constants of spec section 3. */
export const ORDER_STATUSES = ['CONFIRMED', 'CANCELED_CONFIRMED'] as const;

/** A ticket option: "2 Popcorn" when a quantity exists, else the label (spec section 3). */
export const TicketOption = z.object({ label: z.string(), quantity: z.optional(z.number()) });
export type TicketOption = z.infer<typeof TicketOption>;

export const Ticket = z.object({
  id: z.string(),
  /** Tariff: Adult, Child, Student... */
  label: z.string(),
  seat: z.optional(z.string()),
  /** Minor units (cents). */
  price: z.number(),
  options: z.array(TicketOption),
  /** What the QR code at the door encodes. */
  qrCode: z.string(),
});
export type Ticket = z.infer<typeof Ticket>;

export const Order = z.object({
  id: z.string(),
  filmTitle: z.string(),
  cinemaName: z.string(),
  room: z.string(),
  /** ISO date-time of the show (may end in Z). */
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** ISO code (CHF, EUR, XOF, TND) or the euro sign itself. */
  currencyCode: z.string(),
  /** Minor units (cents). */
  totalPrice: z.number(),
  tickets: z.array(Ticket),
});
export type Order = z.infer<typeof Order>;

/** GET {tunnel}/customer/ebillet */
export const OrdersResponse = z.object({ orders: z.array(Order) });
export type OrdersResponse = z.infer<typeof OrdersResponse>;
