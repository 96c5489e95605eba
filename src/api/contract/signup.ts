import * as z from 'zod/mini';
import { FIELD_MAX } from './rules';

const email = z.string().check(z.email(), z.maxLength(FIELD_MAX.email));
const name = z.string().check(z.minLength(1), z.maxLength(FIELD_MAX.name));
const challenge = z.string().check(z.maxLength(FIELD_MAX.challenge));

/** POST verify-member: does this e-mail already have an account? */
export const VerifyMemberRequest = z.object({ email });
export const VerifyMemberResponse = z.object({ exists: z.boolean() });
export type VerifyMemberResponse = z.infer<typeof VerifyMemberResponse>;

/** POST activate-member: sends a six-digit activation code by e-mail (spec section 7). */
export const ActivateMemberRequest = z.object({
  email,
  firstName: name,
  challenge,
  isForce: z.optional(z.boolean()),
});
export type ActivateMemberRequest = z.infer<typeof ActivateMemberRequest>;

/** POST create-member: spec section 3 "Signup data". */
export const CreateMemberRequest = z.object({
  email,
  password: z.string().check(z.minLength(8), z.maxLength(FIELD_MAX.password)),
  favoriteCinema: z.string().check(z.maxLength(FIELD_MAX.id)),
  favoriteLanguage: z.string().check(z.maxLength(FIELD_MAX.language)),
  gender: z.enum(['female', 'male', 'other']),
  firstName: name,
  lastName: name,
  dateOfBirth: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  zipCode: z.string().check(z.maxLength(FIELD_MAX.zipCode)),
  challenge,
  isLoyalty: z.boolean(),
  activationCode: z.string().check(z.regex(/^\d{6}$/)),
  city: z.string().check(z.maxLength(FIELD_MAX.city)),
  newsletters: z.array(z.string().check(z.maxLength(FIELD_MAX.id))).check(z.maxLength(50)),
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
