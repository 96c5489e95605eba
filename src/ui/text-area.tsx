import type { TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame, type FieldTexts } from './field-parts';

/** Props of {@link TextArea}. */
export type TextAreaProps = FieldTexts & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line input with an optional hint and an error wired through `aria-describedby`. */
export function TextArea({ id, label, hint, error, className, ...area }: TextAreaProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        rows={6}
        {...area}
        id={id}
        className="field__input field__textarea"
        part="textarea"
        {...describedBy(id, hint, error)}
      />
    </FieldFrame>
  );
}
