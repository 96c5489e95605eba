import { useT } from '../i18n/use-t';

/**
 * The rules list shown under a new-password field, ticked as the user types. Point the field's
 * `aria-describedby` at `id`; `rules` is `checkPasswordRules(password)` from the store; it is not a live region, so typing is not interrupted by announcements.
 */
export function PasswordRules({ id, rules }: { id: string; rules: readonly { id: string; met: boolean }[] }) {
  const t = useT();
  return (
    <div className="password-rules" id={id} part="password-rules">
      <p className="password-rules__title">{t('password.rules.title')}</p>
      <ul className="password-rules__list">
        {rules.map(({ id: rule, met }) => (
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
