import type { InputHTMLAttributes } from 'react';
import { describedBy, FieldFrame, type FieldTexts } from './field-parts';

/** Props of {@link Field}: any input attribute (`autocomplete`, `inputMode`, `required` ...) passes through. */
export type FieldProps = FieldTexts & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled text input with an optional hint and an error wired through `aria-describedby`. */
export function Field({ id, label, hint, error, className, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input
        type="text"
        {...input}
        id={id}
        className="field__input"
        part="input"
        {...describedBy(id, hint, error, input['aria-describedby'])}
      />
    </FieldFrame>
  );
}
