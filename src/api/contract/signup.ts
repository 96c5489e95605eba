import * as z from 'zod/mini';

/** POST verify-member: does this e-mail already have an account? */
export const VerifyMemberRequest = z.object({ email: z.string().check(z.email()) });
export const VerifyMemberResponse = z.object({ exists: z.boolean() });
export type VerifyMemberResponse = z.infer<typeof VerifyMemberResponse>;

/** POST activate-member: sends a six-digit activation code by e-mail (spec section 7). */
export const ActivateMemberRequest = z.object({
  email: z.string().check(z.email()),
  firstName: z.string().check(z.minLength(1)),
  challenge: z.string(),
  isForce: z.optional(z.boolean()),
});
export type ActivateMemberRequest = z.infer<typeof ActivateMemberRequest>;

/** POST create-member: spec section 3 "Signup data". */
export const CreateMemberRequest = z.object({
  email: z.string().check(z.email()),
  password: z.string().check(z.minLength(8)),
  favoriteCinema: z.string(),
  favoriteLanguage: z.string(),
  gender: z.enum(['female', 'male', 'other']),
  firstName: z.string().check(z.minLength(1)),
  lastName: z.string().check(z.minLength(1)),
  dateOfBirth: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  zipCode: z.string(),
  challenge: z.string(),
  isLoyalty: z.boolean(),
  activationCode: z.string().check(z.regex(/^\d{6}$/)),
  city: z.string(),
  newsletters: z.array(z.string()),
  sendNewsletter: z.boolean(),
});
export type CreateMemberRequest = z.infer<typeof CreateMemberRequest>;

export const CreateMemberResponse = z.object({ access_token: z.string() });
export type CreateMemberResponse = z.infer<typeof CreateMemberResponse>;

/** POST decrypt: spec section 3 "Decrypted client info". */
export const DecryptRequest = z.object({ entity: z.string().check(z.minLength(1)) });
export const DecryptResponse = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  returnUrl: z.optional(z.string()),
});
export type DecryptResponse = z.infer<typeof DecryptResponse>;

/** GET preferences: newsletters a member can subscribe to at signup. */
export const PreferencesResponse = z.object({
  newsletters: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type PreferencesResponse = z.infer<typeof PreferencesResponse>;
