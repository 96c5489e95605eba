import * as z from 'zod/mini';
import { FIELD_MAX } from './rules';

/** POST login (spec section 3 "Login payload"). */
export const LoginRequest = z.object({
  login: z.string().check(z.minLength(1), z.maxLength(FIELD_MAX.email)),
  password: z.string().check(z.minLength(1), z.maxLength(FIELD_MAX.password)),
  sessionToken: z.optional(z.string().check(z.maxLength(FIELD_MAX.challenge))),
  challenge: z.string().check(z.maxLength(FIELD_MAX.challenge)),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** POST refresh */
export const RefreshRequest = z.object({ token: z.string() });
export const RefreshResponse = z.object({ token: z.string(), errorCode: z.optional(z.string()) });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

/** Claims of the signed JWT the API issues (HS256). */
export const TokenClaims = z.object({
  sub: z.string(),
  email: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  exp: z.number(),
  iat: z.optional(z.number()),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

/** POST forgotten-password (design.md section 5). Same answer for known and unknown e-mails. */
export const ForgottenPasswordRequest = z.object({
  email: z.string().check(z.email(), z.maxLength(FIELD_MAX.email)),
  challenge: z.string().check(z.maxLength(FIELD_MAX.challenge)),
});
export type ForgottenPasswordRequest = z.infer<typeof ForgottenPasswordRequest>;

/** POST reset-password */
export const ResetPasswordRequest = z.object({
  token: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(8), z.maxLength(FIELD_MAX.password)),
  challenge: z.string().check(z.maxLength(FIELD_MAX.challenge)),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
