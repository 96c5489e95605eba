/**
 * Resolves once the account site's screen is in the page: the screen element inside `<cine-account>`
 * carries `data-shown` (set by each element once its first screen is in) or shows the member's door
 * snapshot (their kept screen, there before any script), or the router has shown without a screen
 * element (not found, a screen that failed to load).
 */
export function whenScreenShown(router: Element): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      const root = router.shadowRoot;
      if (!root || !router.hasAttribute('data-shown')) return false;
      const screen = [...root.querySelectorAll('*')].find((element) => element.localName.startsWith('cine-'));
      return (
        !screen ||
        screen.hasAttribute('data-shown') ||
        Boolean(screen.shadowRoot?.querySelector('[data-door]'))
      );
    };
    const watch = () => {
      if (done()) return resolve();
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        resolve();
      });
      const options = { attributes: true, attributeFilter: ['data-shown'], childList: true, subtree: true };
      observer.observe(router, { attributes: true, attributeFilter: ['data-shown'] });
      if (router.shadowRoot) observer.observe(router.shadowRoot, options);
    };
    // A client-rendered router has its shadow root only once it is defined.
    void customElements.whenDefined(router.localName).then(watch);
  });
}
