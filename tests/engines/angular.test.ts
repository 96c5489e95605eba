import { describe, expect, inject, it } from 'vitest';
import { demoAccount } from '../setup/demo';
import {
  choose,
  click,
  count,
  ENGINE,
  fieldValue,
  fill,
  see,
  signInWith,
  until,
  withBrowser,
} from './harness';

// Issue 32 point 6: the Angular example (examples/angular, built from the packed tarball by the pack
// test) on its own https origin against the demo API, as tests/e2e/host-examples.ts drives it in Chromium.

const browser = withBrowser();
const page = () => `https://localhost:${inject('examplesPort')}/angular/`;
const heading = (s: typeof browser.s) =>
  s.run<string>(
    "return document.querySelector('cine-login')?.shadowRoot?.querySelector('h1')?.textContent ?? ''",
  );
/** The demo pages' console recorder (demo/pages/console-record.ts), which the harness reads after each test. */
const RECORD = `if (!window.__cineDemoConsole) {
  const said = (window.__cineDemoConsole = []);
  const keep = (kind, parts) => said.push({ kind, text: parts.map(String).join(' ') });
  const original = console.error.bind(console);
  console.error = (...parts) => { keep('error', parts); original(...parts); };
  addEventListener('error', (event) => keep('uncaught', [event.error ?? event.message]));
  addEventListener('unhandledrejection', (event) => keep('rejection', [event.reason]));
}`;

describe(`the Angular example on another origin (${ENGINE})`, () => {
  it('paints <cine-login>, follows the app lang in place keeping the e-mail, survives 20 @if removals', async () => {
    const { s } = browser;
    await s.goto(page());
    await see(s, 'Se connecter');
    await s.run(RECORD);
    await fill(s, 'input[autocomplete="username"]', 'typed@example.ch');
    await choose(s, 'select', 'de');
    await until(s, async () => (await heading(s)) === 'Anmelden', 'the form never turned German');
    expect(await fieldValue(s, 'input[autocomplete="username"]')).toBe('typed@example.ch');
    for (let round = 0; round < 20; round += 1) {
      await click(s, 'button', 'Sign-in form');
      await until(s, async () => (await count(s, 'cine-login')) === 0, 'the form was never removed');
      await click(s, 'button', 'Sign-in form');
      await until(s, async () => (await heading(s)) === 'Anmelden', 'the form never came back in German');
    }
  });

  it("signs in through <cine-login>; the app's own handler shows the member", async () => {
    const { s } = browser;
    await s.goto(page());
    await see(s, 'Se connecter');
    await s.run(RECORD);
    await signInWith(s, demoAccount('ch').email, demoAccount('ch').password);
    await see(s, /Signed in as \S+ \(demo\.ch@cine\.test\)/);
    expect(new URL(await s.url()).pathname).toBe('/angular/');
  });
});
