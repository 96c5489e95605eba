import { deepActiveElement } from '../platform/active-element';

/** The screen's `h1`: in the router's own root (not found) or in the screen element's root. */
function screenHeading(root: ShadowRoot): HTMLElement | null {
  const own = root.querySelector<HTMLElement>('h1');
  if (own) return own;
  for (const element of root.querySelectorAll('*'))
    if (element.localName.startsWith('cine-')) return element.shadowRoot?.querySelector('h1') ?? null;
  return null;
}

/** How long a screen may take to show its heading (a module and its data on a slow network). */
const WAIT_MS = 15_000;

/**
 * After an in-app navigation, moves focus to the new screen's `h1` (tabindex -1) once it is rendered,
 * so a screen reader starts reading the new page there (GOV.UK's single-page pattern). Focus stays
 * where it is if it moved since the navigation (a field the customer chose, a dialog that opened).
 * `from` is what had focus when the navigation completed. Returns a cancel function.
 */
export function focusScreenHeading(root: ShadowRoot, from: Element | null): () => void {
  const start = Date.now();
  const doc = root.ownerDocument;
  let frame = 0;
  const look = () => {
    const active = deepActiveElement(doc);
    const idle = !active || active === doc.body || active === from;
    if (!idle || Date.now() - start > WAIT_MS) return;
    const heading = screenHeading(root);
    if (heading) heading.focus();
    else frame = requestAnimationFrame(look);
  };
  frame = requestAnimationFrame(look);
  return () => cancelAnimationFrame(frame);
}
