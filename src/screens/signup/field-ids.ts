import type { SignupField } from '../../stores/signup-state';

/** The id of the control that receives focus for a field (error summary links point here). */
export function fieldId(prefix: string, field: SignupField): string {
  if (field === 'gender') return `${prefix}-gender-female`;
  if (field === 'dateOfBirth') return `${prefix}-dateOfBirth-day`;
  return `${prefix}-${field}`;
}

/** Display order of the fields, so the error summary lists them as they appear. */
export const FIELD_ORDER: readonly SignupField[] = [
  'email',
  'password',
  'favoriteCinema',
  'favoriteLanguage',
  'gender',
  'firstName',
  'lastName',
  'dateOfBirth',
  'zipCode',
  'challenge',
  'isLoyalty',
  'activationCode',
  'city',
  'newsletters',
  'sendNewsletter',
];
