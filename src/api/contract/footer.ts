import * as z from 'zod/mini';

/** One question of the footer: a regular FAQ entry, or a recurring (SEO) one. Plain text. */
export const FooterShow = z.object({
  id: z.string().check(z.maxLength(80)),
  question: z.string().check(z.maxLength(300)),
  answer: z.string().check(z.maxLength(5000)),
  recurring: z.boolean(),
});
export type FooterShow = z.infer<typeof FooterShow>;

/** GET {catalogue}/footer (spec section 7: "response: shows"). */
export const FooterResponse = z.object({ shows: z.array(FooterShow).check(z.maxLength(100)) });
export type FooterResponse = z.infer<typeof FooterResponse>;
