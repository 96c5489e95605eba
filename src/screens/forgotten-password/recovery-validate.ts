import { looksLikeEmail, meetsPasswordRules } from '../../stores/form-rules';
import type { FieldProblem as Problem } from '../../ui/use-checked-form';

/** A field of the recovery forms. */
export type RecoveryField = 'email' | 'password' | 'confirm' | 'captcha';

/** One client-side problem: the field and the i18n key of its message. */
export type FieldProblem = Problem<RecoveryField>;

export type ForgottenValues = { email: string };

/** Client-side checks of the ask-for-a-reset form, in field order. */
export function validateForgotten(values: ForgottenValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const email = values.email.trim();
  if (!email) problems.push({ field: 'email', key: 'password.forgotten.errors.emailRequired' });
  else if (!looksLikeEmail(email))
    problems.push({ field: 'email', key: 'password.forgotten.errors.emailInvalid' });
  return problems;
}

export type ResetValues = { password: string; confirm: string };

/** Client-side checks of the new-password form, in field order. */
export function validateReset(values: ResetValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!values.password) problems.push({ field: 'password', key: 'password.reset.errors.passwordRequired' });
  else if (!meetsPasswordRules(values.password))
    problems.push({ field: 'password', key: 'password.reset.errors.rulesNotMet' });
  if (!values.confirm) problems.push({ field: 'confirm', key: 'password.reset.errors.confirmRequired' });
  else if (values.confirm !== values.password)
    problems.push({ field: 'confirm', key: 'password.reset.errors.mismatch' });
  return problems;
}
