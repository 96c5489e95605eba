import { useT } from '../../i18n/use-t';
import { checkPasswordRules } from '../../stores/form-rules';
import { $settings } from '../../stores/settings-state';
import { Button } from '../../ui/button';
import { Captcha } from '../../ui/captcha';
import { ErrorSummary } from '../../ui/error-summary';
import { PasswordField } from '../../ui/password-field';
import { PasswordRules } from '../../ui/password-rules';
import { type CheckedSubmit, useCheckedForm } from '../../ui/use-checked-form';
import { useStore } from '../../ui/use-store';
import { type ResetValues, validateReset } from '../forgotten-password/recovery-validate';

/** Props of {@link ResetForm}: the parent owns the values so a failed request never clears them. */
export interface ResetFormProps {
  values: ResetValues;
  onChange: (patch: Partial<ResetValues>) => void;
  onSubmit: CheckedSubmit<ResetValues>;
  submitting: boolean;
  /** Prefix of the field ids, unique per island. */
  idPrefix: string;
}

/** New password with the live rules list, its confirmation, captcha and the busy submit button. */
export function ResetForm({ values, onChange, onSubmit, submitting, idPrefix }: ResetFormProps) {
  const { t } = useT();
  const captcha = useStore($settings)?.captcha;
  const form = useCheckedForm({ values, validate: validateReset, onSubmit, submitting, idPrefix, captcha });
  return (
    <form className="recovery__form" noValidate onSubmit={form.submit} part="form">
      <ErrorSummary errors={form.summary} />
      <PasswordField
        id={form.id('password')}
        label={t('password.reset.password')}
        name="new-password"
        autoComplete="new-password"
        aria-describedby={`${form.id('password')}-rules`}
        required
        value={values.password}
        error={form.errorOf('password')}
        onChange={(event) => onChange({ password: event.currentTarget.value })}
      />
      <PasswordRules id={`${form.id('password')}-rules`} rules={checkPasswordRules(values.password)} />
      <PasswordField
        id={form.id('confirm')}
        label={t('password.reset.confirm')}
        name="confirm-password"
        autoComplete="new-password"
        required
        value={values.confirm}
        error={form.errorOf('confirm')}
        onChange={(event) => onChange({ confirm: event.currentTarget.value })}
      />
      <Captcha
        id={form.id('captcha')}
        provider={form.captcha}
        invisible={form.invisible}
        error={form.errorOf('captcha')}
      />
      <Button type="submit" busy={submitting} busyLabel={t('password.reset.submitting')}>
        {t('password.reset.submit')}
      </Button>
    </form>
  );
}
