/**
 * Keeps what a bar fixed at the bottom of the viewport covers out of the way (WCAG 2.2 2.4.11, focus
 * not obscured): the page scrolls a focused or revealed element above it (scroll-padding), and the
 * page's own foot can scroll out from under it (padding at the document's end: without it, the footer's
 * last question stayed under the app banner in every engine). Returns the undo. Set through the
 * CSSOM, which a strict style-src allows.
 */
export function reserveScrollBottom(bar: Element): () => void {
  const root = bar.ownerDocument.documentElement;
  const before = root.style.paddingBottom;
  const apply = () => {
    const height = `${Math.ceil(bar.getBoundingClientRect().height)}px`;
    root.style.scrollPaddingBottom = height;
    root.style.paddingBottom = before ? `calc(${before} + ${height})` : height;
  };
  apply();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply);
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    root.style.scrollPaddingBottom = '';
    root.style.paddingBottom = before;
  };
}
