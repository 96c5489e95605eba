import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { $profile, deleteAccount } from '../../stores/profile';
import { $settings } from '../../stores/settings-state';
import { Button } from '../../ui/button';
import { Captcha } from '../../ui/captcha';
import { Dialog } from '../../ui/dialog';
import { ErrorSummary } from '../../ui/error-summary';
import { useIsland } from '../../ui/island-context';
import { PasswordField } from '../../ui/password-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { validateDeletion } from './profile-validate';

/** The confirmation step: password and human check; a refusal shows the server's words as text. */
export function DeleteStep({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: () => void }) {
  const { t } = useT();
  const { id: island } = useIsland();
  const { deleting, deleteError } = useStore($profile);
  const captcha = useStore($settings)?.captcha;
  const [values, setValues] = useState({ password: '' });
  const form = useCheckedForm({
    values,
    validate: validateDeletion,
    onSubmit: async (current, challenge) => {
      // Gone for good: the dialog closes (the app, or the logout, takes it from there).
      if (await deleteAccount({ password: current.password, challenge }, island)) onDeleted();
    },
    submitting: deleting,
    idPrefix: `${island}-delete`,
    captcha,
  });
  return (
    <Dialog title={t('profile.delete.confirmTitle')} onClose={onCancel}>
      <p>{t('profile.delete.confirmText')}</p>
      <form className="profile__form" noValidate onSubmit={form.submit} part="form">
        {deleteError && !deleting && (
          <div className="error-summary" role="alert" part="error-summary">
            <h3 className="error-summary__title">{t('profile.delete.failed')}</h3>
            {/* The server's own sentence, as text (never as HTML). */}
            <p>{'text' in deleteError ? deleteError.text : t(deleteError.key)}</p>
          </div>
        )}
        <ErrorSummary errors={form.summary} />
        <PasswordField
          id={form.id('password')}
          label={t('profile.delete.password')}
          autoComplete="current-password"
          value={values.password}
          error={form.errorOf('password')}
          onChange={(event) => setValues({ password: event.currentTarget.value })}
        />
        <Captcha
          id={form.id('captcha')}
          provider={form.captcha}
          invisible={form.invisible}
          error={form.errorOf('captcha')}
        />
        <div className="actions">
          <Button type="submit" variant="danger" busy={deleting} busyLabel={t('profile.delete.deleting')}>
            {t('profile.delete.confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            {t('profile.delete.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
