/**
 * Class a screen puts on `<body>` while a dialog or menu locks page scrolling; the router removes
 * it after every completed navigation (spec section 2) so a lock never outlives its screen.
 */
export const BODY_LOCK_CLASS = 'cine-body-lock';

/** What every completed navigation does to the page: back to the top, no scroll lock. */
export function settlePage(doc: Document = document): void {
  doc.defaultView?.scrollTo(0, 0);
  doc.body.classList.remove(BODY_LOCK_CLASS);
}
