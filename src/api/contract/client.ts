import * as z from 'zod/mini';

export const Newsletter = z.object({ id: z.string(), label: z.string(), subscribed: z.boolean() });
export type Newsletter = z.infer<typeof Newsletter>;

/** GET accounts/me (spec section 3 "Client"). Unknown extra fields are kept. */
export const Client = z.looseObject({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.optional(z.string()),
  dateOfBirth: z.optional(z.string()),
  zipCode: z.optional(z.string()),
  city: z.optional(z.string()),
  favoriteLanguage: z.optional(z.string()),
  qrCode: z.string(),
  isLoyaltyAvailable: z.boolean(),
  loyaltyLevel: z.nullable(z.string()),
  isLoyaltyPopinDisplayed: z.boolean(),
  newsletters: z.array(Newsletter),
  sendNewsletter: z.boolean(),
  notifications: z.record(z.string(), z.boolean()),
  points: z.optional(z.number()),
});
export type Client = z.infer<typeof Client>;

/** Loyalty membership holds when loyaltyLevel equals typ-loy (spec section 3). */
export const LOYALTY_MEMBER_LEVEL = 'typ-loy';
export const WEB_LEVEL = 'typ-web';
