import { useId, useRef } from 'react';
import { deepActiveElement } from '../platform/active-element';
import type { DialogProps } from './dialog';

/**
 * A notice that opens by itself where nothing may lie over the page (a door screen, with the code a
 * member shows at the cinema): in the flow as a region, said once by a status line, taking no focus
 * and trapping none. Closed from its button, it hands focus to what follows it, not to the page's top.
 * (NoticeDialog keeps its own in-flow copy for a customer typing at signup: sharing this one would
 * cost <cine-signup> about 115 B and take it over its 12 KB budget.)
 */
export function NoticeNote({
  title,
  closeLabel,
  onClose,
  children,
}: Omit<DialogProps, 'fullScreen' | 'opener'>) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const close = () => {
    const note = ref.current;
    const next = (note?.nextElementSibling ?? note?.previousElementSibling) as HTMLElement | null;
    const hadFocus = note?.contains(deepActiveElement());
    onClose();
    if (!hadFocus || !next) return;
    // A heading or a block takes focus only when asked (tabindex -1), staying out of the Tab order.
    if (next.tabIndex < 0) next.tabIndex = -1;
    next.focus({ preventScroll: true });
  };
  return (
    <section ref={ref} className="dialog" aria-labelledby={titleId} part="dialog">
      <p className="visually-hidden" role="status">
        {title}
      </p>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children}
      {closeLabel && (
        <p className="actions">
          <button type="button" className="button button--primary" onClick={close}>
            {closeLabel}
          </button>
        </p>
      )}
    </section>
  );
}
