// Injected into every frame before any page script (addInitScript); plain JS so no bundler helper leaks in.
// Records, on window.__cineBench, when the first island runs, the first frame with a usable password
// field, and every long task; `read()` adds the Resource Timing entries. Times are ms from this frame's
// timeOrigin; the bench shifts them onto the top page's timeline.
(() => {
  const now = () => performance.now();
  const result = { timeOrigin: performance.timeOrigin, execAt: undefined, readyAt: undefined };
  let longTasks = 0;
  let longTaskMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks += 1;
      longTaskMs += entry.duration;
    }
  }).observe({ type: 'longtask', buffered: true });

  // First island: the first <cine-*> element of the document to be defined (upgrading runs its
  // connectedCallback at once). whenDefined resolves a microtask later, without touching the product.
  const seen = new Set();
  const watch = (element) => {
    const name = element.localName;
    if (!name?.startsWith('cine-') || seen.has(name)) return;
    seen.add(name);
    customElements.whenDefined(name).then(() => {
      result.execAt ??= now();
    });
  };
  const islands = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        watch(node);
        if (node.firstElementChild) for (const inner of node.getElementsByTagName('*')) watch(inner);
      }
    if (result.execAt !== undefined) islands.disconnect();
  });
  islands.observe(document, { childList: true, subtree: true });

  // Open shadow roots hide the field from document.querySelector: walk them.
  const findPassword = (root) => {
    const input = root.querySelector('input[type="password"]');
    if (input) return input;
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot && findPassword(element.shadowRoot);
      if (inner) return inner;
    }
    return undefined;
  };
  const usable = (input) =>
    input.isConnected &&
    !input.matches(':disabled') &&
    input.tabIndex >= 0 &&
    input.checkVisibility({ visibilityProperty: true, opacityProperty: true });

  // Checked once per rendering frame: what is usable here is what this frame paints.
  const check = () => {
    const input = findPassword(document);
    if (input && usable(input)) {
      result.readyAt = now();
      window.__cineBenchReady?.();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);

  result.read = () => ({
    ...result,
    read: undefined,
    // A page without islands (the bare React page) marks where its runtime starts rendering.
    execAt: result.execAt ?? performance.getEntriesByName('bench:exec')[0]?.startTime,
    longTasks,
    longTaskMs,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })),
  });
  window.__cineBench = result;
})();
