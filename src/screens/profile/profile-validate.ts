import { FIELD_MAX, meetsPasswordRules } from '../../stores/form-rules';
import { ageOn, isoDate, isValidZip } from '../../stores/person-rules';
import type { FieldProblem } from '../../ui/use-checked-form';

/** The details form as typed: the date of birth is `year-month-day` from three fields. */
export type DetailsValues = {
  gender: '' | 'female' | 'male' | 'other';
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  zipCode: string;
  city: string;
  favoriteLanguage: string;
};
export type DetailsField = keyof DetailsValues;

export type DetailsRules = { minimumAge: number; zipPattern?: string; now: Date };

/** Client-side checks of the details, in field order (spec section 5: names and zip code trimmed). */
export function validateDetails(values: DetailsValues, rules: DetailsRules): FieldProblem<DetailsField>[] {
  const problems: FieldProblem<DetailsField>[] = [];
  const add = (field: DetailsField, key: string, values?: Record<string, unknown>) =>
    problems.push({ field, key, values });
  const tooLong = (field: DetailsField, max: number) => {
    if (values[field].trim().length > max) add(field, 'signup.errors.tooLong', { max });
  };
  if (!values.firstName.trim()) add('firstName', 'signup.errors.firstNameRequired');
  else tooLong('firstName', FIELD_MAX.name);
  if (!values.lastName.trim()) add('lastName', 'signup.errors.lastNameRequired');
  else tooLong('lastName', FIELD_MAX.name);
  const iso = isoDate(values.dateOfBirth);
  if (values.dateOfBirth.replaceAll('-', '')) {
    if (!iso || iso > rules.now.toISOString().slice(0, 10))
      add('dateOfBirth', 'signup.errors.birthDateInvalid');
    else if (ageOn(iso, rules.now) < rules.minimumAge)
      add('dateOfBirth', 'signup.errors.tooYoung', { age: rules.minimumAge });
  }
  const zip = values.zipCode.trim();
  if (zip && (zip.length > FIELD_MAX.zipCode || !isValidZip(zip, rules.zipPattern)))
    add('zipCode', 'signup.errors.zipInvalid');
  tooLong('city', FIELD_MAX.city);
  return problems;
}

export type PasswordValues = { currentPassword: string; newPassword: string; confirm: string };
export type PasswordFormField = keyof PasswordValues;

/** Client-side checks of the password change: the shared rules, a confirmation, and a real change. */
export function validatePassword(values: PasswordValues): FieldProblem<PasswordFormField>[] {
  const problems: FieldProblem<PasswordFormField>[] = [];
  if (!values.currentPassword)
    problems.push({ field: 'currentPassword', key: 'profile.password.errors.currentRequired' });
  if (!values.newPassword)
    problems.push({ field: 'newPassword', key: 'profile.password.errors.newRequired' });
  else if (!meetsPasswordRules(values.newPassword))
    problems.push({ field: 'newPassword', key: 'profile.password.errors.rulesNotMet' });
  else if (values.newPassword === values.currentPassword)
    problems.push({ field: 'newPassword', key: 'profile.password.errors.sameAsCurrent' });
  if (!values.confirm) problems.push({ field: 'confirm', key: 'profile.password.errors.confirmRequired' });
  else if (values.confirm !== values.newPassword)
    problems.push({ field: 'confirm', key: 'profile.password.errors.mismatch' });
  return problems;
}

/** The deletion step: the password is required (the human check is the form's). */
export function validateDeletion(values: { password: string }): FieldProblem<'password'>[] {
  return values.password ? [] : [{ field: 'password', key: 'profile.delete.errors.passwordRequired' }];
}
