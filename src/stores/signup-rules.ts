import { looksLikeEmail } from '../api/contract/email';
import { meetsPasswordRules } from '../api/contract/rules';
import type { FieldErrors, SignupData } from './signup-state';

/** Splits the typed `year-month-day` into its three parts (empty when not typed). */
export function dateParts(value: string): { year: string; month: string; day: string } {
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month, day };
}

export function joinDate(parts: { year: string; month: string; day: string }): string {
  return parts.year || parts.month || parts.day ? `${parts.year}-${parts.month}-${parts.day}` : '';
}

/** The ISO date (`YYYY-MM-DD`) of a complete, real calendar date, else undefined. */
export function isoDate(value: string): string | undefined {
  const { year, month, day } = dateParts(value);
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return undefined;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Whole years between an ISO birth date and `now`. */
export function ageOn(iso: string, now: Date): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const age = now.getFullYear() - y;
  const hadBirthday = now.getMonth() + 1 > m || (now.getMonth() + 1 === m && now.getDate() >= d);
  return hadBirthday ? age : age - 1;
}

/** Tests a zip code against the settings' validator; a broken pattern accepts anything non-empty. */
export function isValidZip(zip: string, pattern: string | undefined): boolean {
  if (!pattern) return zip.length > 0;
  try {
    return new RegExp(pattern).test(zip);
  } catch {
    return zip.length > 0;
  }
}

export function validateStep1(data: SignupData): FieldErrors {
  const errors: FieldErrors = {};
  if (!data.email) errors.email = 'signup.errors.emailRequired';
  else if (!looksLikeEmail(data.email)) errors.email = 'signup.errors.emailInvalid';
  if (!data.password) errors.password = 'signup.errors.passwordRequired';
  else if (!meetsPasswordRules(data.password)) errors.password = 'signup.errors.passwordRules';
  if (!data.favoriteCinema) errors.favoriteCinema = 'signup.errors.cinemaRequired';
  if (!data.favoriteLanguage) errors.favoriteLanguage = 'signup.errors.languageRequired';
  return errors;
}

export type Step2Rules = { minimumAge: number; zipPattern?: string; now: Date };

export function validateStep2(data: SignupData, rules: Step2Rules): FieldErrors {
  const errors: FieldErrors = {};
  if (!data.gender) errors.gender = 'signup.errors.genderRequired';
  if (!data.firstName) errors.firstName = 'signup.errors.firstNameRequired';
  if (!data.lastName) errors.lastName = 'signup.errors.lastNameRequired';
  const iso = isoDate(data.dateOfBirth);
  if (!data.dateOfBirth.replaceAll('-', '')) errors.dateOfBirth = 'signup.errors.birthDateRequired';
  else if (!iso || iso > rules.now.toISOString().slice(0, 10))
    errors.dateOfBirth = 'signup.errors.birthDateInvalid';
  else if (ageOn(iso, rules.now) < rules.minimumAge) errors.dateOfBirth = 'signup.errors.tooYoung';
  if (!data.zipCode) errors.zipCode = 'signup.errors.zipRequired';
  else if (!isValidZip(data.zipCode, rules.zipPattern)) errors.zipCode = 'signup.errors.zipInvalid';
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
  return errors;
}
