import { type ReactNode, useEffect, useId, useRef } from 'react';

/** Props of {@link Dialog}. */
export interface DialogProps {
  title: string;
  /** Text of the close button at the end; without it, the content brings its own way out (Escape still closes). */
  closeLabel?: string;
  onClose: () => void;
  /** Covers the whole screen (a ticket's QR code at the door). */
  fullScreen?: boolean;
  /**
   * The control that opened it, where the focus goes back: without it, where the focus was. WebKit
   * does not always focus a button it clicks (iOS never does), nor one a door snapshot's tap reaches.
   */
  opener?: HTMLElement | null;
  children: ReactNode;
}

/**
 * A modal dialog (native `<dialog>` with `showModal()`): focus moves in and is trapped, Escape
 * closes it, and focus goes back where it was, as the browser does for modal dialogs.
 */
export function Dialog({ title, closeLabel, onClose, fullScreen, opener: given, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once, with the opener it had then.
  useEffect(() => {
    const dialog = ref.current;
    const root = dialog?.getRootNode() as ShadowRoot | undefined;
    const opener = given ?? (root?.activeElement as HTMLElement | null | undefined);
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      dialog?.close?.();
      // WebKit at times leaves the focus nowhere on close instead of where it was.
      if (!root?.activeElement) opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={fullScreen ? 'dialog dialog--full' : 'dialog'}
      aria-labelledby={titleId}
      part="dialog"
      onClose={onClose}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children}
      {closeLabel && (
        <p className="actions">
          <button type="button" className="button button--primary" onClick={() => ref.current?.close()}>
            {closeLabel}
          </button>
        </p>
      )}
    </dialog>
  );
}
