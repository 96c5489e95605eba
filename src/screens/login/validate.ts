import { looksLikeEmail } from '../../stores/form-rules';
/** A field of the login form. */
export type LoginField = 'login' | 'password' | 'captcha';

import type { FieldProblem as Problem } from '../../ui/use-checked-form';

/** One problem: the field and the i18n key of its message. */
export type FieldProblem = Problem<LoginField>;

/** What the customer typed; kept in component state so a failed request never clears it. */
export type LoginValues = { login: string; password: string };

/** Client-side checks of the login form (required, e-mail format), in field order. */
export function validateLogin(values: LoginValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const login = values.login.trim();
  if (!login) problems.push({ field: 'login', key: 'login.errors.emailRequired' });
  else if (!looksLikeEmail(login)) problems.push({ field: 'login', key: 'login.errors.emailFormat' });
  if (!values.password) problems.push({ field: 'password', key: 'login.errors.passwordRequired' });
  return problems;
}
