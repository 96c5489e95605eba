import type { InputHTMLAttributes } from 'react';
import { cx, describedBy, FieldMessages, type FieldTexts } from './field-parts';

/** Props of {@link Checkbox}. */
export type CheckboxProps = FieldTexts & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/** A checkbox with its label beside it, a 24 px box inside a larger click target. */
export function Checkbox({ id, label, hint, error, className, ...input }: CheckboxProps) {
  return (
    <div className={cx('field', 'checkbox', error && 'field--error', className)} part="field">
      <FieldMessages id={id} error={error} />
      <div className="checkbox__row">
        <input
          {...input}
          id={id}
          type="checkbox"
          className="checkbox__input"
          part="checkbox"
          {...describedBy(id, hint, error)}
        />
        <label htmlFor={id} className="checkbox__label">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint checkbox__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
