import type { SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame, type FieldTexts } from './field-parts';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  /** The label's language when it is not the page's (a language's own name: WCAG 3.1.2). */
  lang?: string;
}

/** Props of {@link Select}. */
export type SelectProps = FieldTexts &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: readonly SelectOption[];
    /** A first, empty choice ("Choose a cinema"). */
    placeholder?: string;
  };

/** A labelled native select (native for keyboard, screen readers and mobile pickers). */
export function Select({ id, label, hint, error, options, placeholder, className, ...select }: SelectProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select
        {...select}
        id={id}
        className="field__input field__select"
        part="select"
        {...describedBy(id, hint, error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
