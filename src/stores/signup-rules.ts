import { looksLikeEmail } from '../api/contract/email';
import { FIELD_MAX, meetsPasswordRules } from '../api/contract/rules';
import { ageOn, isoDate, isValidZip } from './person-rules';
import type { FieldErrors, SignupData } from './signup-state';

export { ageOn, dateParts, isoDate, isValidZip, joinDate } from './person-rules';

export function validateStep1(data: SignupData): FieldErrors {
  const errors: FieldErrors = {};
  if (!data.email) errors.email = 'signup.errors.emailRequired';
  else if (!looksLikeEmail(data.email) || data.email.length > FIELD_MAX.email)
    errors.email = 'signup.errors.emailInvalid';
  if (!data.password) errors.password = 'signup.errors.passwordRequired';
  else if (!meetsPasswordRules(data.password)) errors.password = 'signup.errors.passwordRules';
  else if (data.password.length > FIELD_MAX.password) errors.password = 'signup.errors.passwordTooLong';
  if (!data.favoriteCinema) errors.favoriteCinema = 'signup.errors.cinemaRequired';
  if (!data.favoriteLanguage) errors.favoriteLanguage = 'signup.errors.languageRequired';
  return errors;
}

export type Step2Rules = { minimumAge: number; zipPattern?: string; now: Date };

export function validateStep2(data: SignupData, rules: Step2Rules): FieldErrors {
  const errors: FieldErrors = {};
  if (!data.gender) errors.gender = 'signup.errors.genderRequired';
  if (!data.firstName) errors.firstName = 'signup.errors.firstNameRequired';
  else if (data.firstName.length > FIELD_MAX.name) errors.firstName = 'signup.errors.tooLong';
  if (!data.lastName) errors.lastName = 'signup.errors.lastNameRequired';
  else if (data.lastName.length > FIELD_MAX.name) errors.lastName = 'signup.errors.tooLong';
  const iso = isoDate(data.dateOfBirth);
  if (!data.dateOfBirth.replaceAll('-', '')) errors.dateOfBirth = 'signup.errors.birthDateRequired';
  else if (!iso || iso > rules.now.toISOString().slice(0, 10))
    errors.dateOfBirth = 'signup.errors.birthDateInvalid';
  else if (ageOn(iso, rules.now) < rules.minimumAge) errors.dateOfBirth = 'signup.errors.tooYoung';
  if (!data.zipCode) errors.zipCode = 'signup.errors.zipRequired';
  else if (data.zipCode.length > FIELD_MAX.zipCode || !isValidZip(data.zipCode, rules.zipPattern))
    errors.zipCode = 'signup.errors.zipInvalid';
  if (!data.challenge) errors.challenge = 'signup.errors.captchaRequired';
  return errors;
}

export function validateStep3(data: SignupData): FieldErrors {
  const errors: FieldErrors = {};
  if (!data.activationCode) errors.activationCode = 'signup.errors.codeRequired';
  else if (!/^\d{6}$/.test(data.activationCode)) errors.activationCode = 'signup.errors.codeFormat';
  // After a reload the password is gone (never stored) and step 3 asks for it again.
  if (!data.password) errors.password = 'signup.errors.passwordRequired';
  else if (!meetsPasswordRules(data.password)) errors.password = 'signup.errors.passwordRules';
  else if (data.password.length > FIELD_MAX.password) errors.password = 'signup.errors.passwordTooLong';
  if (data.city.length > FIELD_MAX.city) errors.city = 'signup.errors.tooLong';
  // The human check of step 2 is not kept across a reload either: step 3 then asks for it.
  if (!data.challenge) errors.challenge = 'signup.errors.captchaRequired';
  return errors;
}
