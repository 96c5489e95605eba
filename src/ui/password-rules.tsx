import { useT } from '../i18n/use-t';

/** The password rules the API enforces (EC-140 otherwise): min 8, lower, upper, digit. */
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
 * The rules list shown under a new-password field, ticked as the user types. Point the field's
 * `aria-describedby` at `id`; it is not a live region, so typing is not interrupted by announcements.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const t = useT();
  return (
    <div className="password-rules" id={id} part="password-rules">
      <p className="password-rules__title">{t('password.rules.title')}</p>
      <ul className="password-rules__list">
        {checkPasswordRules(password).map(({ id: rule, met }) => (
          <li
            key={rule}
            className={met ? 'password-rule password-rule--met' : 'password-rule'}
            data-met={met}
          >
            <span className="password-rule__mark" aria-hidden="true">
              {met ? '✓' : '•'}
            </span>
            {t(`password.rules.${rule}`)}
            <span className="visually-hidden">
              {' '}
              ({t(met ? 'password.rules.met' : 'password.rules.unmet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
