import * as z from 'zod/mini';

/** Error body every API failure carries (design.md section 5). */
export const ApiErrorBody = z.object({
  errorCode: z.optional(z.string()),
  errorDescription: z.optional(z.string()),
  httpStatus: z.optional(z.number()),
  httpMessage: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const CountryCode = z.enum(['CH', 'BE', 'SN', 'TN']);
export type CountryCode = z.infer<typeof CountryCode>;

export const LanguageCode = z.enum(['fr', 'en', 'de', 'nl']);
export type LanguageCode = z.infer<typeof LanguageCode>;

/** A plain acknowledgement ({success: true, message?}). */
export const Ack = z.object({ success: z.boolean(), message: z.optional(z.string()) });
export type Ack = z.infer<typeof Ack>;

/** The answer to DELETE accounts/me: the server's message, shown as a toast. */
export const DeleteAccountResponse = z.object({ message: z.string() });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;

/**
 * Error codes the API returns (spec section 8; meanings are ours, documented in docs/demo.md):
 * EC-101 generic signup failure, EC-110 invalid or expired activation code,
 * EC-111 e-mail already has an account, EC-120 invalid credentials, EC-130 invalid or expired
 * reset token, EC-140 validation failed, EC-401 bad or expired bearer token,
 * EC-403 XSRF check failed, EC-500 server error, EC-503 busy (429 or 503 with Retry-After: try again shortly).
 */
export const ErrorCodes = {
  signupFailed: 'EC-101',
  badActivationCode: 'EC-110',
  emailTaken: 'EC-111',
  badCredentials: 'EC-120',
  badResetToken: 'EC-130',
  invalid: 'EC-140',
  unauthorized: 'EC-401',
  xsrf: 'EC-403',
  server: 'EC-500',
  busy: 'EC-503',
} as const;
