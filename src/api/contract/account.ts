import * as z from 'zod/mini';
import { FIELD_MAX } from './rules';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** PATCH accounts/me/update: only the fields sent change; the answer is the whole client (spec section 7). */
export const UpdateClientRequest = z.object({
  firstName: z.optional(z.string().check(z.minLength(1), z.maxLength(FIELD_MAX.name))),
  lastName: z.optional(z.string().check(z.minLength(1), z.maxLength(FIELD_MAX.name))),
  gender: z.optional(z.enum(['female', 'male', 'other'])),
  dateOfBirth: z.optional(isoDate),
  zipCode: z.optional(z.string().check(z.maxLength(FIELD_MAX.zipCode))),
  city: z.optional(z.string().check(z.maxLength(FIELD_MAX.city))),
  favoriteLanguage: z.optional(z.string().check(z.maxLength(FIELD_MAX.language))),
  /** The loyalty pop-in was closed: it is not shown again (spec section 4, client actions). */
  isLoyaltyPopinDisplayed: z.optional(z.boolean()),
  /** Joining the loyalty programme (client loyalty update). */
  isLoyalty: z.optional(z.boolean()),
});
export type UpdateClientRequest = z.infer<typeof UpdateClientRequest>;

/** PATCH accounts/me/newsletters: the subscribed newsletter ids, the general flag and the channels. */
export const NotificationsRequest = z.object({
  newsletters: z.array(z.string()),
  sendNewsletter: z.boolean(),
  notifications: z.record(z.string(), z.boolean()),
});
export type NotificationsRequest = z.infer<typeof NotificationsRequest>;

/** PATCH accounts/me/password: a wrong current password is 400 EC-120. */
export const PasswordChangeRequest = z.object({
  currentPassword: z.string().check(z.minLength(1)),
  newPassword: z.string().check(z.minLength(8)),
});
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

/** PATCH accounts/me/cinemas (add) and accounts/me/cinemasdelete (remove): cinema ids. */
export const FavoriteCinemasRequest = z.object({ cinemas: z.array(z.string()).check(z.minLength(1)) });
export type FavoriteCinemasRequest = z.infer<typeof FavoriteCinemasRequest>;

/** DELETE accounts/me (spec section 3 "Account deletion payload"). */
export const DeleteAccountRequest = z.object({ password: z.string(), challenge: z.string() });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

// The answer lives with the common schemas: the elements parse it without loading the request schemas.
export { DeleteAccountResponse } from './common';
