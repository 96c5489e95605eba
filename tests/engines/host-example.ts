import { describe, expect, it } from 'vitest';
import { demoAccount } from '../setup/demo';
import {
  choose,
  click,
  count,
  fieldValue,
  fill,
  loginHeading,
  see,
  signInWith,
  until,
  withBrowser,
} from './harness';
import type { Session } from './session';

// What the cross-engine suite checks of a host example (Angular, Next.js), as
// tests/e2e/host-examples.ts does in Chromium: painted, the app's lang followed in place keeping the
// typed e-mail, 20 removals by the app, and a sign-in that reaches the app's own handler.

export interface HostExample {
  title: string;
  /** The example's address (its origin is only known once the suite's setup ran). */
  url: () => string;
  /** Waits until the page is ready for the element (the host hydrated, the console recorded …). */
  ready: (s: Session) => Promise<unknown>;
  /** The path the member stays on after signing in. */
  path: string;
  /** What the app's own view says once its handler heard the member. */
  signedIn: RegExp;
}

export function hostExampleTests(example: HostExample): void {
  const browser = withBrowser();
  const open = async (s: Session) => {
    await s.goto(example.url());
    await see(s, 'Se connecter');
    await example.ready(s);
  };

  describe(example.title, () => {
    it('paints <cine-login>, follows the app lang in place keeping the e-mail, survives 20 removals', async () => {
      const { s } = browser;
      await open(s);
      await fill(s, 'input[autocomplete="username"]', 'typed@example.ch');
      await choose(s, 'select', 'de');
      await until(s, async () => (await loginHeading(s)) === 'Anmelden', 'the form never turned German');
      expect(await fieldValue(s, 'input[autocomplete="username"]')).toBe('typed@example.ch');
      for (let round = 0; round < 20; round += 1) {
        await click(s, 'button', 'Sign-in form');
        await until(s, async () => (await count(s, 'cine-login')) === 0, 'the form was never removed');
        await click(s, 'button', 'Sign-in form');
        const german = async () => (await loginHeading(s)) === 'Anmelden';
        await until(s, german, 'the form never came back in German');
      }
    });

    it("signs in through <cine-login>; the app's own handler shows the member", async () => {
      const { s } = browser;
      await open(s);
      await signInWith(s, demoAccount('ch').email, demoAccount('ch').password);
      await see(s, example.signedIn);
      expect(new URL(await s.url()).pathname).toBe(example.path);
    });
  });
}
