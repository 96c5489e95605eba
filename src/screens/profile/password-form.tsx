import { type ChangeEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { checkPasswordRules } from '../../stores/form-rules';
import { $profile, updatePassword } from '../../stores/profile';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { FormAlert } from '../../ui/form-alert';
import { useIsland } from '../../ui/island-context';
import { PasswordField } from '../../ui/password-field';
import { PasswordRules } from '../../ui/password-rules';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useStore } from '../../ui/use-store';
import { ProfileSection } from './profile-section';
import { type PasswordValues, validatePassword } from './profile-validate';

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirm: '' };

/** Current and new password with the shared rules; a failure says so and keeps what was typed. */
export function PasswordForm() {
  const { t } = useT();
  const { id: island, prefix } = useIsland();
  const { savingPassword, passwordError } = useStore($profile);
  const [values, setValues] = useState(empty);
  const [attempt, setAttempt] = useState(0);
  // Each input's name is its value's key.
  const input = ({ currentTarget: { name, value } }: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: value }));
  const form = useCheckedForm({
    values,
    validate: validatePassword,
    onSubmit: async (current) => {
      const ok = await updatePassword(
        { currentPassword: current.currentPassword, newPassword: current.newPassword },
        island,
      );
      setAttempt((n) => n + 1);
      // A changed password leaves nothing typed behind on a shared phone.
      if (ok) setValues(empty);
    },
    submitting: savingPassword,
    idPrefix: `${prefix}-password`,
    captcha: false,
  });
  return (
    <ProfileSection id="password" title={t('profile.password.title')} intro={t('profile.password.intro')}>
      <form className="profile__form" noValidate onSubmit={form.submit} part="form">
        {passwordError && !savingPassword && (
          <FormAlert title={t('Error.Title')} message={t(passwordError)} attempt={attempt} />
        )}
        <ErrorSummary errors={form.summary} />
        <PasswordField
          id={form.id('currentPassword')}
          label={t('profile.password.current')}
          autoComplete="current-password"
          value={values.currentPassword}
          error={form.errorOf('currentPassword')}
          name="currentPassword"
          onChange={input}
        />
        <PasswordField
          id={form.id('newPassword')}
          label={t('profile.password.new')}
          autoComplete="new-password"
          aria-describedby={`${form.id('newPassword')}-rules`}
          value={values.newPassword}
          error={form.errorOf('newPassword')}
          name="newPassword"
          onChange={input}
        />
        <PasswordRules
          id={`${form.id('newPassword')}-rules`}
          rules={checkPasswordRules(values.newPassword)}
        />
        <PasswordField
          id={form.id('confirm')}
          label={t('profile.password.confirm')}
          autoComplete="new-password"
          value={values.confirm}
          error={form.errorOf('confirm')}
          name="confirm"
          onChange={input}
        />
        <Button type="submit" busy={savingPassword} busyLabel={t('profile.saving')}>
          {t('profile.password.save')}
        </Button>
      </form>
    </ProfileSection>
  );
}
