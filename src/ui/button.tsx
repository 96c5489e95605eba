import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { useT } from '../i18n/use-t';
import { Spinner } from './spinner';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
  /** Shows a spinner, sets `aria-busy` and announces the wait; clicks are ignored meanwhile. */
  busy?: boolean;
  /** Announced while busy (defaults to "Please wait…"). */
  busyLabel?: string;
}

/**
 * A button that stays focusable while busy (a disabled button would drop focus and say nothing):
 * it is marked `aria-disabled` and a polite live region says why.
 */
export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const { t } = useT();
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <>
      <button
        {...rest}
        type={type}
        part="button"
        className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
        aria-busy={busy || undefined}
        aria-disabled={busy || rest['aria-disabled'] || undefined}
        onClick={click}
      >
        {busy && <Spinner />}
        <span className="button__label">{children}</span>
      </button>
      <span className="visually-hidden" aria-live="polite">
        {busy ? (busyLabel ?? t('ui.Busy')) : ''}
      </span>
    </>
  );
}
