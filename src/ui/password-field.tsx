import { useState } from 'react';
import { useT } from '../i18n/use-t';
import type { FieldProps } from './field';
import { cx, describedBy, FieldFrame } from './field-parts';

/** Props of {@link PasswordField}. */
export type PasswordFieldProps = Omit<FieldProps, 'type'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle (`aria-pressed`). Paste is never blocked. */
export function PasswordField({ id, label, hint, error, className, ...input }: PasswordFieldProps) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={cx('field--password', className)}>
      <div className="field__row">
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          autoCapitalize="off"
          spellCheck={false}
          className="field__input"
          part="input"
          {...describedBy(id, hint, error, input['aria-describedby'])}
        />
        <button
          type="button"
          className="field__toggle"
          part="password-toggle"
          aria-pressed={visible}
          aria-controls={id}
          aria-label={t('ui.ShowPasswordName')}
          onClick={() => setVisible(!visible)}
        >
          {/* One name, starting with what it shows (WCAG 2.5.3); the pressed state says whether the password shows. */}
          {t('ui.ShowPassword')}
        </button>
      </div>
    </FieldFrame>
  );
}
