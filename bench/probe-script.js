// Injected into every frame before any page script (addInitScript); plain JS so no bundler helper leaks in.
// Records when the login input becomes usable and every long task, on window.__cineBench.
(() => {
  const result = { timeOrigin: performance.timeOrigin, readyAt: undefined, longTasks: 0, longTaskMs: 0 };
  window.__cineBench = result;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      result.longTasks += 1;
      result.longTaskMs += entry.duration;
    }
  }).observe({ type: 'longtask', buffered: true });

  // Open shadow roots hide the input from document.querySelector: walk them.
  const findInput = (root) => {
    const input = root.querySelector('input[autocomplete="username"], input[type="email"]');
    if (input) return input;
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot && findInput(element.shadowRoot);
      if (inner) return inner;
    }
    return undefined;
  };
  const usable = (input) =>
    !input.matches(':disabled') &&
    input.tabIndex >= 0 &&
    input.getClientRects().length > 0 &&
    getComputedStyle(input).visibility !== 'hidden';

  const timer = setInterval(() => {
    const input = findInput(document);
    if (input && usable(input)) {
      result.readyAt = performance.timeOrigin + performance.now();
      clearInterval(timer);
    }
  }, 10);
})();
