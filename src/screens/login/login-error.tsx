import { useT } from '../../i18n/use-t';
import { FormAlert } from '../../ui/form-alert';

/** The "wrong e-mail or password" message at the top of the form; focused for each new attempt. */
export function LoginError({ attempt }: { attempt: number }) {
  const { t } = useT();
  return (
    <FormAlert
      title={t('login.wrongCredentials')}
      message={t('login.wrongCredentialsHelp')}
      attempt={attempt}
    />
  );
}
