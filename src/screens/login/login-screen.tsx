import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { $config } from '../../stores/config';
import { preloadLoginActions, submitLogin } from '../../stores/login-actions';
import { $login } from '../../stores/login-state';
import { Heading } from '../../ui/heading';
import { useIsland } from '../../ui/island-context';
import { Page } from '../../ui/layout';
import { useStore } from '../../ui/use-store';
import { LoginError } from './login-error';
import { LoginForm } from './login-form';
import { LoginLinks } from './login-links';
import type { LoginValues } from './validate';

// 400 and 401 mean wrong credentials: an inline message; anything else is the store's toast.
const isWrongCredentials = (status: number | undefined) => status === 400 || status === 401;

/**
 * The login screen (spec section 4 "Login"): inline message for wrong credentials, toast for other
 * failures, values kept on failure. In an iframe the same form is shown compact.
 */
export function LoginScreen() {
  const { t } = useT();
  const { id, prefix } = useIsland();
  const { context } = useStore($config);
  const { submitting, error } = useStore($login);
  const [values, setValues] = useState<LoginValues>({ login: '', password: '' });
  const [attempt, setAttempt] = useState(0);
  const compact = context === 'iframe';
  // After the first render: the form shows first, the API layer follows before anyone submits.
  useEffect(preloadLoginActions, []);

  const submit = async (current: LoginValues, challenge: string) => {
    await submitLogin({ ...current, challenge }, id);
    setAttempt((n) => n + 1);
  };

  return (
    <Page narrow>
      <div className={compact ? 'login login--compact' : 'login'} part="login">
        <Heading level={1}>{t('login.heading')}</Heading>
        {!compact && <p className="login__intro">{t('login.intro')}</p>}
        {error && isWrongCredentials(error.status) && <LoginError attempt={attempt} />}
        <LoginForm
          values={values}
          onChange={setValues}
          onSubmit={submit}
          submitting={submitting}
          idPrefix={`${prefix}-login`}
        />
        <LoginLinks />
      </div>
    </Page>
  );
}
