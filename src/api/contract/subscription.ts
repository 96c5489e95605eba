import * as z from 'zod/mini';

/** The subscription pass cookie (settings.cookies.subscriptionPass) the chain's site writes at purchase: JSON. */
export const SubscriptionPass = z.object({
  number: z.string().check(z.minLength(1), z.maxLength(40)),
  /** ISO date (YYYY-MM-DD) the pass runs until. */
  validUntil: z.string().check(z.maxLength(30)),
});
export type SubscriptionPass = z.infer<typeof SubscriptionPass>;
