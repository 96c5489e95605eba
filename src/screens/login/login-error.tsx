import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t';

/**
 * The "wrong e-mail or password" message at the top of the form (error summary pattern). It takes
 * focus when it appears, or appears again for a new attempt, so screen readers announce it.
 */
export function LoginError({ attempt }: { attempt: number }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt) ref.current?.focus();
  }, [attempt]);
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} part="error-summary">
      <h2 className="error-summary__title">{t('login.wrongCredentials')}</h2>
      <p>{t('login.wrongCredentialsHelp')}</p>
    </div>
  );
}
