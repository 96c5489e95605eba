import { inject } from 'vitest';
import { ENGINE, until } from './harness';
import { hostExampleTests } from './host-example';
import type { Session } from './session';

// The Next.js example's `next start` build (examples/next, built from the packed
// tarball by the pack test) behind an https front on its own origin, against the demo API, as
// tests/e2e/next-example.spec.ts drives it in Chromium.

/** The example loads the elements' scripts after Next hydrated the page: a defined tag says it did. */
const hydrated = (s: Session) =>
  until(
    s,
    () => s.run<boolean>("return customElements.get('cine-login') !== undefined"),
    'the page never hydrated',
  );

hostExampleTests({
  title: `the Next.js example, next start (${ENGINE})`,
  url: () => `https://localhost:${inject('nextPort')}/`,
  ready: hydrated,
  path: '/',
  // React writes the name and the e-mail as text nodes of their own, which the page's text spaces apart.
  signedIn: /Signed in as \S+ \(\s*demo\.ch@cine\.test\s*\)/,
});
