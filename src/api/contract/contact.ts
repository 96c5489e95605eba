import * as z from 'zod/mini';
import { looksLikeEmail } from './email';

/** What a customer writes about (the team routes the message by it). */
export const CONTACT_TOPICS = ['tickets', 'loyalty', 'account', 'cinema', 'other'] as const;

/** Field bounds, shared by the form's checks and the demo API's (a 10,000-character name goes nowhere). */
export const CONTACT_LIMITS = { name: 100, email: 254, orderReference: 40, message: 3000 } as const;

const bounded = (max: number) => z.string().check(z.maxLength(max));

/** POST contact-support (design.md section 5). */
export const ContactSupportRequest = z.object({
  topic: z.enum(CONTACT_TOPICS),
  name: bounded(CONTACT_LIMITS.name).check(z.minLength(1)),
  email: bounded(CONTACT_LIMITS.email).check(z.refine(looksLikeEmail)),
  orderReference: z.optional(bounded(CONTACT_LIMITS.orderReference)),
  message: bounded(CONTACT_LIMITS.message).check(z.minLength(1)),
  challenge: bounded(4096),
});
export type ContactSupportRequest = z.infer<typeof ContactSupportRequest>;

/** A help article of the contact category (plain text, never HTML). */
export const HelpArticle = z.object({
  id: z.string(),
  title: bounded(300),
  body: bounded(10_000),
});
export type HelpArticle = z.infer<typeof HelpArticle>;

/** GET {catalogue}/news?category={contactCategoryArticleId} */
export const NewsResponse = z.object({ articles: z.array(HelpArticle).check(z.maxLength(200)) });
export type NewsResponse = z.infer<typeof NewsResponse>;
