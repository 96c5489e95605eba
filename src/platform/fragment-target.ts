/** What ends the keeping: the member's own hand on the page. */
const INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** The page has settled once nothing around the target changed size for this long. */
export const QUIET_MS = 10_000;

/**
 * A page opened at a fragment (`/member.html#member-tickets`) keeps the target where
 * the browser put it while elements above it render and grow with their data. Scroll anchoring alone
 * misses some of it: a padding change on an ancestor in the same frame suppresses it (the app banner's
 * room at the document's end), Safari has none, and once one growth is missed the grown element is in
 * view and anchors instead. Ends at the first input, when the target is no longer the target, or once
 * sizes stay still for QUIET_MS. Returns the stop.
 */
export function keepFragmentTarget(doc: Document = document): () => void {
  const win = doc.defaultView;
  const hash = win?.location.hash.slice(1);
  let target: Element | null = null;
  try {
    target = hash ? doc.getElementById(decodeURIComponent(hash)) : null;
  } catch {}
  const [navigation] = (win?.performance.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  // A reload or a step back restores the member's own scroll position, not the fragment's.
  if (!win || !target || !win.ResizeObserver || (navigation && navigation.type !== 'navigate'))
    return () => {};
  const kept = target;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer.disconnect();
    clearTimeout(quiet);
    for (const type of INPUTS) win.removeEventListener(type, stop, true);
  };
  const keep = () => {
    if (!kept.isConnected || !kept.matches(':target')) return stop();
    // As the browser's own fragment scroll (scroll-margin, scroll-padding), without a smooth glide.
    kept.scrollIntoView({ block: 'start', behavior: 'instant' });
    clearTimeout(quiet);
    quiet = setTimeout(stop, QUIET_MS);
  };
  // Runs after layout and before paint: the frame that grew is painted with the target back in place.
  const observer = new win.ResizeObserver(keep);
  // The target's place follows the boxes around it and every box before those.
  for (let box: Element | null = kept; box; box = box.parentElement)
    for (let before: Element | null = box; before; before = before.previousElementSibling)
      observer.observe(before);
  for (const type of INPUTS) win.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
