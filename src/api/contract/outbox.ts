import * as z from 'zod/mini';

/** GET /api/dev/outbox: e-mails the demo API "sent" (activation codes, reset links). */
export const OutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.enum(['activation', 'reset-password', 'ticket', 'contact', 'other']),
  /** The six-digit code or the reset link, for tests and the inbox page. */
  code: z.optional(z.string()),
  link: z.optional(z.string()),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxResponse = z.object({ messages: z.array(OutboxMessage) });
