import type { Session } from './session';

// In-page driver of the open-redirect cases (tests/e2e/hold-redirects.spec.ts), as source text for both
// drivers: each sign-in is made in the page, which is quicker than a driver's round trips per payload.

/** Records where the page would go (the cancelable `cine-navigate`, cancelled) and any payload that runs. */
export const watchNavigations = (s: Session) =>
  s.run(`window.__navs = [];
window.__pwnedIds = [];
window.__pwned = (id) => window.__pwnedIds.push(id);
document.addEventListener('cine-navigate', (event) => { window.__navs.push(event.detail.to); event.preventDefault(); });`);

/**
 * Signs in once per payload with the filled form, the payload as `?returnUrl=` (which the router reads
 * on a history change), and says where the page would have gone. `settle`: each case waits first
 * until no account load is under way (for safe return URLs, which a late load would take). Each answer is waited for: the navigation event and the
 * account's load that follows it.
 */
export const tryPayloads = (s: Session, payloads: string[], settle = false) =>
  s.run<{ payload: string; to: string | null }[]>(
    `const [payloads, settle] = arguments;
const deep = (selector) => {
  const roots = [document];
  for (let i = 0; i < roots.length; i++) for (const e of roots[i].querySelectorAll('*')) if (e.shadowRoot) roots.push(e.shadowRoot);
  for (const root of roots) { const found = root.querySelector(selector); if (found) return found; }
  return null;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const loaded = () => performance.getEntriesByType('resource').filter((e) => /\\/accounts\\/me$/.test(new URL(e.name).pathname)).length;
return (async () => {
  const results = [];
  for (const payload of payloads) {
    // The last sign-in's account may still load and would take a safe redirect set now: wait till it is quiet.
    if (settle) for (let seen = -1; seen !== loaded(); ) { seen = loaded(); await sleep(300); }
    history.replaceState(null, '', location.pathname + '?returnUrl=' + encodeURIComponent(payload));
    dispatchEvent(new PopStateEvent('popstate'));
    // The router reads the URL in an effect after its render: React's scheduler posts both as messages,
    // which a message posted after them follows (and WebKit has no requestIdleCallback).
    await new Promise((resolve) => requestAnimationFrame(resolve));
    for (let i = 0; i < 3; i++) await new Promise((resolve) => { const c = new MessageChannel(); c.port1.onmessage = resolve; c.port2.postMessage(0); });
    await sleep(50);
    const box = deep('input[part="captcha-checkbox"]');
    if (box && !box.checked) box.click();
    performance.clearResourceTimings();
    const before = window.__navs.length;
    deep('button[type="submit"]').click();
    for (const end = Date.now() + 15000; (window.__navs.length <= before || loaded() === 0) && Date.now() < end; ) await sleep(20);
    results.push({ payload, to: window.__navs.length > before ? window.__navs[before] : null });
  }
  return results;
})();`,
    payloads,
    settle,
  );
