import { useT } from '../../i18n/use-t';
import { $settings } from '../../stores/settings-state';
import { Button } from '../../ui/button';
import { Captcha } from '../../ui/captcha';
import { ErrorSummary } from '../../ui/error-summary';
import { Field } from '../../ui/field';
import { type CheckedSubmit, useCheckedForm } from '../../ui/use-checked-form';
import { useStore } from '../../ui/use-store';
import { type ForgottenValues, validateForgotten } from './recovery-validate';

/** Props of {@link ForgottenForm}: the parent owns the values so a failed request never clears them. */
export interface ForgottenFormProps {
  values: ForgottenValues;
  onChange: (patch: Partial<ForgottenValues>) => void;
  onSubmit: CheckedSubmit<ForgottenValues>;
  submitting: boolean;
  /** Prefix of the field ids, unique per island. */
  idPrefix: string;
}

/** E-mail, captcha and the busy submit button, with client-side checks and an error summary. */
export function ForgottenForm({ values, onChange, onSubmit, submitting, idPrefix }: ForgottenFormProps) {
  const { t } = useT();
  const captcha = useStore($settings)?.captcha;
  const form = useCheckedForm({
    values,
    validate: validateForgotten,
    onSubmit,
    submitting,
    idPrefix,
    captcha,
  });
  return (
    <form className="recovery__form" noValidate onSubmit={form.submit} part="form">
      <ErrorSummary errors={form.summary} />
      <Field
        id={form.id('email')}
        label={t('password.forgotten.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        required
        value={values.email}
        error={form.errorOf('email')}
        onChange={(event) => onChange({ email: event.currentTarget.value })}
      />
      <Captcha
        id={form.id('captcha')}
        provider={form.captcha}
        invisible={form.invisible}
        error={form.errorOf('captcha')}
      />
      <Button type="submit" busy={submitting} busyLabel={t('password.forgotten.submitting')}>
        {t('password.forgotten.submit')}
      </Button>
    </form>
  );
}
