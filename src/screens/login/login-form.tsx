import { useStore } from '@nanostores/react';
import { type FormEvent, useMemo, useState } from 'react';
import { CaptchaError, createCaptcha } from '../../host/captcha';
import { useT } from '../../i18n/use-t';
import { $settings } from '../../stores/settings';
import { Button } from '../../ui/button';
import { Captcha } from '../../ui/captcha';
import { ErrorSummary } from '../../ui/error-summary';
import { Field } from '../../ui/field';
import { PasswordField } from '../../ui/password-field';
import { type FieldProblem, type LoginField, type LoginValues, validateLogin } from './validate';

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
  const captchaSettings = useStore($settings)?.captcha;
  // The provider the settings name (the dev checkbox in the demo); made once per settings.
  const captcha = useMemo(() => createCaptcha(captchaSettings), [captchaSettings]);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const id = (field: LoginField) => `${idPrefix}-${field}`;
  const errorOf = (field: LoginField) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(problem.key) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogin(values);
    let challenge = '';
    try {
      challenge = await captcha.getChallenge();
    } catch (err) {
      found.push({ field: 'captcha', key: err instanceof CaptchaError ? err.key : 'Captcha.Unavailable' });
    }
    setProblems(found);
    if (found.length > 0) return;
    await onSubmit(values, challenge);
    captcha.reset();
  };

  return (
    <form className="login__form" noValidate onSubmit={submit} part="form">
      <ErrorSummary errors={problems.map((p) => ({ field: id(p.field), message: t(p.key) }))} />
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
      <Captcha
        id={id('captcha')}
        provider={captcha}
        invisible={captchaSettings?.invisible ?? false}
        error={errorOf('captcha')}
      />
      <Button type="submit" busy={submitting} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
