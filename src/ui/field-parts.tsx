import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';

/** Label, hint and error texts shared by every form control. */
export interface FieldTexts {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * The ARIA wiring of a control: hint and error are read after the label, then `extra` (ids the
 * caller adds, such as a password rules list).
 */
export function describedBy(id: string, hint?: ReactNode, error?: ReactNode, extra?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', extra ?? ''].filter(Boolean).join(' ');
  return {
    'aria-describedby': ids || undefined,
    'aria-invalid': error ? (true as const) : undefined,
  };
}

/** Hint and error paragraphs; the visually hidden prefix tells screen reader users it is an error. */
export function FieldMessages({ id, hint, error }: Omit<FieldTexts, 'label'>) {
  const { t } = useT();
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" part="error">
          <span className="visually-hidden">{t('ui.ErrorPrefix')} </span>
          {error}
        </p>
      )}
    </>
  );
}

/** Joins class names, skipping empty ones. */
export function cx(...names: unknown[]): string {
  return names.filter((name) => typeof name === 'string' && name !== '').join(' ');
}

/** The frame of a labelled control: label, hint and error above it, error styling around it. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: FieldTexts & { className?: string | undefined; children: ReactNode }) {
  return (
    <div className={cx('field', error && 'field--error', className)} part="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}
