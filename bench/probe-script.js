// Injected into every frame before any page script (addInitScript); plain JS so no bundler helper leaks in.
// Records, on window.__cineBench: layout shifts, LCP and first paint; when the first island runs; when
// the prerendered islands are hydrated; the first frame with a painted password field, and the first
// with that field's form ready to send (submit enabled); every long task; and, asked, signs in. `read()` adds Resource and
// Navigation Timing. Times are ms from this frame's timeOrigin; the bench shifts them onto the top page's.
(() => {
  const now = () => performance.now();
  const result = {
    timeOrigin: performance.timeOrigin,
    execAt: undefined,
    paintedAt: undefined,
    readyAt: undefined,
    hydratedAt: undefined,
    prerendered: 0,
    lcp: undefined,
    lcpElement: undefined,
    pressedAt: undefined,
  };
  const shifts = [];
  let longTasks = 0;
  let longTaskMs = 0;
  let lastActivity = 0;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) onEntry(entry);
      }).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks reads as absent.
    }
  };
  observe('longtask', (entry) => {
    longTasks += 1;
    longTaskMs += entry.duration;
    lastActivity = Math.max(lastActivity, entry.startTime + entry.duration);
  });

  // A node of a shadow tree is named through its hosts, so the bench can say what moved.
  const nameOf = (node) => {
    const names = [];
    for (let at = node; at && names.length < 4; ) {
      if (at.nodeType === 1) {
        const className = typeof at.className === 'string' ? at.className.trim().split(/\s+/)[0] : '';
        names.unshift(at.localName + (at.id ? `#${at.id}` : className ? `.${className}` : ''));
      }
      const root = at.getRootNode?.();
      at = root instanceof ShadowRoot ? root.host : undefined;
    }
    return names.join(' > ') || node.nodeName;
  };
  observe('layout-shift', (entry) => {
    shifts.push({
      startTime: entry.startTime,
      value: entry.value,
      hadRecentInput: entry.hadRecentInput,
      sources: (entry.sources ?? []).filter((source) => source.node).map((source) => nameOf(source.node)),
    });
    lastActivity = Math.max(lastActivity, entry.startTime);
  });
  observe('largest-contentful-paint', (entry) => {
    result.lcp = entry.startTime;
    result.lcpElement = entry.element ? nameOf(entry.element) : undefined;
  });

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

  // Every <cine-*> host in `root` and in the shadow roots of those hosts.
  const hostsIn = (root, found = []) => {
    for (const element of root.querySelectorAll('*')) {
      if (!element.localName.startsWith('cine-')) continue;
      found.push(element);
      if (element.shadowRoot) hostsIn(element.shadowRoot, found);
    }
    return found;
  };
  // Islands prerendered into Declarative Shadow DOM: parsed with their shadow root, before any script
  // of the page ran (module scripts run after readyState turns "interactive").
  let prerendered = [];
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    prerendered = hostsIn(document).filter((host) => host.shadowRoot?.firstElementChild);
    result.prerendered = prerendered.length;
  });
  // React marks each node it owns, by hydrating or rendering it, with a `__reactFiber$…` property.
  const owned = (node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  const hydrated = (host) => {
    const last = host.shadowRoot?.lastElementChild;
    return !host.isConnected || !last || owned(last);
  };

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
  const painted = (input) =>
    input.isConnected &&
    !input.matches(':disabled') &&
    input.tabIndex >= 0 &&
    input.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  // Ready: the field's form can be sent, i.e. its submit button is there (the HTML may still be
  // arriving) and enabled (a prerendered one is disabled until its island has hydrated).
  const submitOf = (input) =>
    input.form?.querySelector('button[type="submit"], button:not([type]), input[type="submit"]');
  const formReady = (input) => submitOf(input)?.matches(':enabled') === true;

  // A sign-in at first sight, typed instantly: the fields get their values in the frame the password
  // field is painted (as typing does: an input event, which a prerendered field keeps until it is
  // hydrated), the human check is ticked once it shows, and the button pressed once it is enabled.
  const type = (input, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  };
  let typed = false;
  const signIn = (input) => {
    const form = input.form;
    if (!typed) {
      const login = form?.querySelector('input[autocomplete="username"], input[type="email"]');
      if (login) type(login, wants.signIn.login);
      type(input, wants.signIn.password);
      typed = true;
    }
    const submit = submitOf(input);
    if (!submit?.matches(':enabled')) return false;
    // A visible human check is drawn by the runtime after hydration: wait for its box, then tick it.
    const captcha = form.querySelector('.captcha[part="captcha-field"]');
    const box = form.querySelector('input[part="captcha-checkbox"]');
    if (captcha && !box) return false;
    if (box && !box.checked) box.click();
    submit.click();
    result.pressedAt = now();
    return true;
  };

  // Checked once per rendering frame: what is found here is what this frame paints.
  let field;
  const wants = window.__cineBenchWants ?? {};
  let pressed = false;
  const check = () => {
    const at = now();
    if (result.hydratedAt === undefined && document.readyState !== 'loading' && prerendered.length)
      if (prerendered.every(hydrated)) result.hydratedAt = at;
    if (wants.password && (result.readyAt === undefined || (wants.signIn && !pressed))) {
      if (!field?.isConnected) field = findPassword(document);
      if (field && painted(field)) {
        if (result.paintedAt === undefined) {
          result.paintedAt = at;
          window.__cineBenchSignal?.('painted');
        }
        if (result.readyAt === undefined && formReady(field)) {
          result.readyAt = at;
          window.__cineBenchSignal?.('ready');
        }
        if (wants.signIn && !pressed) pressed = signIn(field);
      }
    }
    const hydrationPending =
      result.hydratedAt === undefined && (document.readyState === 'loading' || prerendered.length > 0);
    const fieldPending = wants.password && (result.readyAt === undefined || (wants.signIn && !pressed));
    if (hydrationPending || fieldPending) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);

  result.read = () => {
    const navigation = performance.getEntriesByType('navigation')[0];
    return {
      ...result,
      read: undefined,
      // A page without islands (the bare React page) marks where its runtime starts rendering.
      execAt: result.execAt ?? performance.getEntriesByName('bench:exec')[0]?.startTime,
      htmlAt: navigation?.responseEnd,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      shifts,
      longTasks,
      longTaskMs,
      // The last layout shift or long task: the bench waits until the page has been still a while.
      quietSince: now() - lastActivity,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })),
    };
  };
  window.__cineBench = result;
})();
