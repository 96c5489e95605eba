import { useT } from '../../i18n/use-t';
import { $settings } from '../../stores/settings-state';
import { Button } from '../../ui/button';
import { Captcha } from '../../ui/captcha';
import { ErrorSummary } from '../../ui/error-summary';
import { Field } from '../../ui/field';
import { PasswordField } from '../../ui/password-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useStore } from '../../ui/use-store';
import { type LoginValues, validateLogin } from './validate';

/** Props of {@link LoginForm}: the parent owns the values so a failed request never clears them. */
export interface LoginFormProps {
  values: LoginValues;
  onChange: (values: LoginValues) => void;
  /** Resolves once the request is over; the captcha is reset after it. */
  onSubmit: (values: LoginValues, challenge: string) => Promise<unknown>;
  submitting: boolean;
  /** Prefix of the field ids, unique per island. */
  idPrefix: string;
}

/** E-mail, password with show/hide, captcha and the busy submit button, with client-side checks. */
export function LoginForm({ values, onChange, onSubmit, submitting, idPrefix }: LoginFormProps) {
  const { t } = useT();
  const { id, errorOf, summary, submit, captcha, invisible } = useCheckedForm({
    values,
    validate: validateLogin,
    onSubmit,
    submitting,
    idPrefix,
    captcha: useStore($settings)?.captcha,
  });

  return (
    <form className="login__form" noValidate onSubmit={submit} part="form">
      <ErrorSummary errors={summary} />
      <Field
        id={id('login')}
        label={t('login.email')}
        type="email"
        name="username"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        required
        value={values.login}
        error={errorOf('login')}
        onChange={(event) => onChange({ ...values, login: event.currentTarget.value })}
      />
      <PasswordField
        id={id('password')}
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={errorOf('password')}
        onChange={(event) => onChange({ ...values, password: event.currentTarget.value })}
      />
      <Captcha id={id('captcha')} provider={captcha} invisible={invisible} error={errorOf('captcha')} />
      <Button type="submit" busy={submitting} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
