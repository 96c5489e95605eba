import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { deepActiveElement, fieldHasFocus } from '../platform/active-element';

/** Props of {@link Dialog}. */
export interface DialogProps {
  title: string;
  /** Text of the close button at the end; without it, the content brings its own way out (Escape still closes). */
  closeLabel?: string;
  onClose: () => void;
  /** Covers the whole screen (a ticket's QR code at the door). */
  fullScreen?: boolean;
  /**
   * Opens by itself, not at the customer's request (a notice): if a field has focus then, it shows
   * in the flow as a non-modal region, announced, and leaves focus (and what is typed) in the field.
   */
  yieldToField?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog (native `<dialog>` with `showModal()`): focus moves in and is trapped, Escape
 * closes it, and focus goes back where it was, as the browser does for modal dialogs.
 */
export function Dialog({ title, closeLabel, onClose, fullScreen, yieldToField, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The field it yields to, which gets focus back when it closes.
  const [field] = useState(() =>
    yieldToField && typeof document !== 'undefined' && fieldHasFocus()
      ? (deepActiveElement() as HTMLElement)
      : null,
  );
  const inline = Boolean(field);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  const content = (
    <>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children}
      {closeLabel && (
        <p className="actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              if (!field) return ref.current?.close();
              onClose();
              field.focus();
            }}
          >
            {closeLabel}
          </button>
        </p>
      )}
    </>
  );
  if (inline)
    return (
      <section className="dialog" aria-labelledby={titleId} part="dialog">
        {/* Said once as it appears, since focus stays in the field. */}
        <p className="visually-hidden" role="status">
          {title}
        </p>
        {content}
      </section>
    );
  return (
    <dialog
      ref={ref}
      className={fullScreen ? 'dialog dialog--full' : 'dialog'}
      aria-labelledby={titleId}
      part="dialog"
      onClose={onClose}
    >
      {content}
    </dialog>
  );
}
