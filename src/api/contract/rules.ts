/**
 * The password rule the API enforces and the forms check first, for the client and the demo API:
 * at least 8 characters, a lower-case and an upper-case letter, a digit (EC-140 otherwise).
 */
export const PASSWORD_RULES = [
  { id: 'minLength', test: (p: string) => p.length >= 8 },
  { id: 'lower', test: (p: string) => /\p{Ll}/u.test(p) },
  { id: 'upper', test: (p: string) => /\p{Lu}/u.test(p) },
  { id: 'digit', test: (p: string) => /\d/.test(p) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** Which rules a password meets, in display order. */
export function checkPasswordRules(password: string): { id: PasswordRuleId; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, met: rule.test(password) }));
}

/** True when the password meets every rule. */
export function meetsPasswordRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/**
 * Longest accepted value of each free-text field, on both sides: a name of 10,000
 * characters would grow the token past what a cookie can hold and silently sign the member out.
 */
export const FIELD_MAX = {
  email: 254,
  password: 128,
  name: 80,
  city: 80,
  zipCode: 16,
  id: 64,
  language: 8,
  challenge: 4096,
} as const;

// C0 controls but tab, line feed and carriage return; DEL and the C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this regex's job
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * The path of the first string in a request body that holds a control character (a NUL cannot be
 * stored as text), or undefined: the API refuses such a field as invalid (EC-140).
 */
export function controlCharacterAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path || '(body)' : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = controlCharacterAt(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}
