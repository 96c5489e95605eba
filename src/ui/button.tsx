import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { useT } from '../i18n/use-t';
import { Spinner } from './spinner';
import { useClientValue } from './use-client-value';

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
 * it is marked `aria-disabled` and a polite live region says why. A submit button in prerendered
 * HTML is disabled until its island has hydrated, so nothing is sent before the runtime is there.
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
  // Prerendered, a submit button waits for the runtime: a native submit would put the password in a URL.
  const ready = useClientValue(() => true, false);
  const waiting = type === 'submit' && !ready;
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
        disabled={waiting || rest.disabled}
        aria-busy={busy || waiting || undefined}
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
