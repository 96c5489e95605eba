/** A field of the login form. */
export type LoginField = 'login' | 'password' | 'captcha';

/** One client-side problem: the field and the i18n key of its message. */
export type FieldProblem = { field: LoginField; key: string };

export type LoginValues = { login: string; password: string; challenge: string };

// Deliberately loose: the server is the judge; this only catches obvious typos before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks of the login form (required, e-mail format), in field order. */
export function validateLogin(values: LoginValues, captchaRequired: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const login = values.login.trim();
  if (!login) problems.push({ field: 'login', key: 'login.errors.emailRequired' });
  else if (!EMAIL.test(login)) problems.push({ field: 'login', key: 'login.errors.emailFormat' });
  if (!values.password) problems.push({ field: 'password', key: 'login.errors.passwordRequired' });
  if (captchaRequired && !values.challenge)
    problems.push({ field: 'captcha', key: 'login.errors.captchaRequired' });
  return problems;
}
