import { inject } from 'vitest';
import { ENGINE } from './harness';
import { hostExampleTests } from './host-example';

// The Angular example (examples/angular, built from the packed tarball by the pack
// test) on its own https origin against the demo API, as tests/e2e/host-examples.ts drives it in Chromium.

/** The demo pages' console recorder (demo/pages/console-record.ts), which the harness reads after each test. */
const RECORD = `if (!window.__cineDemoConsole) {
  const said = (window.__cineDemoConsole = []);
  const keep = (kind, parts) => said.push({ kind, text: parts.map(String).join(' ') });
  const original = console.error.bind(console);
  console.error = (...parts) => { keep('error', parts); original(...parts); };
  addEventListener('error', (event) => keep('uncaught', [event.error ?? event.message]));
  addEventListener('unhandledrejection', (event) => keep('rejection', [event.reason]));
}`;

hostExampleTests({
  title: `the Angular example on another origin (${ENGINE})`,
  url: () => `https://localhost:${inject('examplesPort')}/angular/`,
  ready: async (s) => {
    await s.run(RECORD);
  },
  path: '/angular/',
  signedIn: /Signed in as \S+ \(demo\.ch@cine\.test\)/,
});
