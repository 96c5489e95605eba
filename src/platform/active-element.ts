/** The focused element, inside open shadow roots too (the page's activeElement is only their host). */
export function deepActiveElement(doc: Document = document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether the customer is in a form field (typing, or about to): nothing should take focus from it. */
export function fieldHasFocus(doc: Document = document): boolean {
  return Boolean(deepActiveElement(doc)?.matches('input, textarea, select, [contenteditable]'));
}
