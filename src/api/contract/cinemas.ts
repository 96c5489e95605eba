import * as z from 'zod/mini';

export const Cinema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  zipCode: z.optional(z.string()),
  address: z.optional(z.string()),
});
export type Cinema = z.infer<typeof Cinema>;

/** GET cinemas */
export const CinemasResponse = z.object({ cinemas: z.array(Cinema) });
export type CinemasResponse = z.infer<typeof CinemasResponse>;

/** GET accounts/me/cinemas */
export const PreferredCinemasResponse = z.object({ preferredCinemas: z.array(Cinema) });
export type PreferredCinemasResponse = z.infer<typeof PreferredCinemasResponse>;
