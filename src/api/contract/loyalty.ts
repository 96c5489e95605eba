import * as z from 'zod/mini';

export const PointsEntry = z.object({
  id: z.string(),
  /** ISO date-time. */
  date: z.string(),
  label: z.string(),
  points: z.number(),
  cinemaName: z.optional(z.string()),
});
export type PointsEntry = z.infer<typeof PointsEntry>;

/** GET accounts/me/points-history (spec section 3: pointsEarned and pointsConsumed lists). */
export const PointsHistoryResponse = z.object({
  pointsEarned: z.array(PointsEntry),
  pointsConsumed: z.array(PointsEntry),
});
export type PointsHistoryResponse = z.infer<typeof PointsHistoryResponse>;

/** Points that expire together; the first entry is the next expiry (spec section 4). */
export const ExpiryPoints = z.object({ date: z.string(), points: z.number() });

export const Offer = z.object({
  offerId: z.string(),
  name: z.string(),
  pointsRemaining: z.number(),
  expiryPointsList: z.array(ExpiryPoints),
  qrCode: z.string(),
});
export type Offer = z.infer<typeof Offer>;

/** GET accounts/me/cards */
export const CardsResponse = z.object({ offersList: z.array(Offer) });
export type CardsResponse = z.infer<typeof CardsResponse>;
