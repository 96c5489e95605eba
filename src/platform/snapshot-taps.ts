/**
 * A door snapshot's buttons are only a picture of the screen until the island's own render takes
 * its place: a tap on one, or the focus in one, is carried over to the same control of that render,
 * so the member's tap at the door is answered rather than lost.
 */
const CONTROLS = 'button, a[href]';

// The same control in the screen's own render (in `root`, beside the snapshot): the nth of those saying the same.
function counterpart(control: Element, snapshot: Element, root: ParentNode): HTMLElement | undefined {
  const alike = [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (each) => each.localName === control.localName && each.textContent === control.textContent,
  );
  const kept = alike.filter((each) => snapshot.contains(each));
  return alike.filter((each) => !snapshot.contains(each))[kept.indexOf(control as HTMLElement)];
}

/** Listens for taps on `snapshot`; the returned hand-over removes it and carries a tap, or the focus, to the render beside it. */
export function watchSnapshotTaps(snapshot: Element): () => void {
  let tapped: Element | null = null;
  const onClick = (event: Event) => {
    tapped = (event.target as Element).closest?.('button') ?? tapped;
  };
  snapshot.addEventListener('click', onClick, true);
  return () => {
    snapshot.removeEventListener('click', onClick, true);
    const root = snapshot.getRootNode() as ShadowRoot | Document;
    const active = root.activeElement;
    const focused = active && snapshot.contains(active) ? active.closest(CONTROLS) : null;
    const source = tapped ?? focused;
    // Found while both renders are there, then the snapshot goes.
    const target = source ? counterpart(source, snapshot, root) : undefined;
    snapshot.remove();
    if (!target) return;
    target.focus();
    // After the commit, once the render's handlers answer.
    if (tapped) queueMicrotask(() => target.click());
  };
}
