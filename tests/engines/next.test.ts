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

// Issue 32 point 6: the Next.js example's `next start` build (examples/next, built from the packed
// tarball by the pack test) behind an https front on its own origin, against the demo API, as
// tests/e2e/next-example.spec.ts drives it in Chromium.

const browser = withBrowser();
const page = () => `https://localhost:${inject('nextPort')}/`;
const heading = (s: typeof browser.s) =>
  s.run<string>(
    "return document.querySelector('cine-login')?.shadowRoot?.querySelector('h1')?.textContent ?? ''",
  );
/** The example loads the elements' scripts after Next hydrated the page: a defined tag says it did. */
const hydrated = (s: typeof browser.s) =>
  until(
    s,
    () => s.run<boolean>("return customElements.get('cine-login') !== undefined"),
    'the page never hydrated',
  );

describe(`the Next.js example, next start (${ENGINE})`, () => {
  it('paints <cine-login> from the HTML, follows the page lang in place keeping the e-mail, survives 20 removals', async () => {
    const { s } = browser;
    await s.goto(page());
    await see(s, 'Se connecter');
    await hydrated(s);
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
    await hydrated(s);
    await signInWith(s, demoAccount('ch').email, demoAccount('ch').password);
    // React writes the name and the e-mail as text nodes of their own, which the page's text spaces apart.
    await see(s, /Signed in as \S+ \(\s*demo\.ch@cine\.test\s*\)/);
    expect(new URL(await s.url()).pathname).toBe('/');
  });
});
