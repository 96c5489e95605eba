import { useId, useState } from 'react';
import { deepActiveElement, fieldHasFocus } from '../platform/active-element';
import { Dialog, type DialogProps } from './dialog';

/**
 * A notice that opens by itself, not at the customer's request (the privacy and loyalty pop-ins).
 * With no field focused it is the modal {@link Dialog}; if the customer is in a field, it shows in
 * the flow as a region, said once by a status line, and leaves focus (and what is typed) in the
 * field, which gets focus back when the notice closes.
 */
export function NoticeDialog(props: Omit<DialogProps, 'fullScreen'>) {
  const { title, closeLabel, onClose, children } = props;
  const titleId = useId();
  const [field] = useState(() =>
    typeof document !== 'undefined' && fieldHasFocus() ? (deepActiveElement() as HTMLElement) : null,
  );
  if (!field) return <Dialog {...props} />;
  return (
    <section className="dialog" aria-labelledby={titleId} part="dialog">
      <p className="visually-hidden" role="status">
        {title}
      </p>
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
              onClose();
              field.focus();
            }}
          >
            {closeLabel}
          </button>
        </p>
      )}
    </section>
  );
}
