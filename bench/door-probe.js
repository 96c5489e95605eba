// Injected into every frame before any page script (addInitScript), beside probe-script.js: the first
// frame showing the QR code the door part waits for (window.__cineDoorWants.selector, searched through
// open shadow roots), the press of a sign-in button, IndexedDB requests and Long Animation Frames with
// their scripts. Signals reach the bench with epoch times (a sign-in may navigate to another document).
(() => {
  const wants = window.__cineDoorWants ?? {};
  const epoch = (at) => performance.timeOrigin + at;
  const door = { qrAt: undefined, pressedAt: undefined, idb: [], frames: [] };
  const signal = (kind, at) => window.__cineDoorSignal?.(kind, epoch(at));

  // IndexedDB: each request's start and end, so the bench can say how long the page waited on it.
  const wrap = (proto, name, kind) => {
    const original = proto?.[name];
    if (typeof original !== 'function') return;
    proto[name] = function (...args) {
      const start = performance.now();
      const request = original.apply(this, args);
      const entry = { kind, start, end: undefined };
      door.idb.push(entry);
      const done = () => {
        entry.end ??= performance.now();
      };
      request?.addEventListener?.('success', done);
      request?.addEventListener?.('error', done);
      return request;
    };
  };
  if (typeof IDBFactory !== 'undefined') {
    wrap(IDBFactory.prototype, 'open', 'open');
    for (const name of ['get', 'getAll', 'put', 'delete', 'clear', 'count'])
      wrap(IDBObjectStore.prototype, name, name);
  }

  // Long Animation Frames: where script time went, by file (Chromium 123+).
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        door.frames.push({
          start: entry.startTime,
          duration: entry.duration,
          blocking: entry.blockingDuration,
          scripts: (entry.scripts ?? []).map((script) => ({
            source: script.sourceURL,
            invoker: script.invoker,
            duration: script.duration,
            layout: script.forcedStyleAndLayoutDuration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // No LoAF in this browser: script time reads as unknown.
  }

  // The sign-in button pressed (card after sign-in): a submit click anywhere, shadow roots included.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.composedPath()[0];
      const button = target?.closest?.('button[type="submit"]');
      if (!button || door.pressedAt !== undefined) return;
      door.pressedAt = event.timeStamp;
      signal('pressed', event.timeStamp);
    },
    true,
  );

  const find = (root) => {
    const found = root.querySelector(wants.selector);
    if (found) return found;
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot && find(element.shadowRoot);
      if (inner) return inner;
    }
    return undefined;
  };
  const check = () => {
    const qr = find(document);
    if (qr?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
      door.qrAt = performance.now();
      signal('qr', door.qrAt);
      return;
    }
    requestAnimationFrame(check);
  };
  if (wants.selector) requestAnimationFrame(check);

  door.read = () => ({
    ...door,
    read: undefined,
    timeOrigin: performance.timeOrigin,
    controlled: Boolean(navigator.serviceWorker?.controller),
    marks: performance
      .getEntriesByType('mark')
      .concat(performance.getEntriesByType('measure'))
      .map((entry) => ({ name: entry.name, start: entry.startTime, duration: entry.duration })),
  });
  window.__cineDoor = door;
})();
