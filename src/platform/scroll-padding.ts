/**
 * Keeps what a bar fixed at the bottom of the viewport covers out of the way of focus and scrolling
 * (WCAG 2.2 2.4.11, focus not obscured): the page scrolls a focused or revealed element above it.
 * Returns the undo. Set through the CSSOM, which a strict style-src allows.
 */
export function reserveScrollBottom(bar: Element): () => void {
  const root = bar.ownerDocument.documentElement;
  const apply = () => {
    root.style.scrollPaddingBottom = `${Math.ceil(bar.getBoundingClientRect().height)}px`;
  };
  apply();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply);
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    root.style.scrollPaddingBottom = '';
  };
}
