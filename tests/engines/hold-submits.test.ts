import { describe, expect, it } from 'vitest';
import { demoAccount } from '../setup/demo';
import {
  at,
  click,
  ENGINE,
  element,
  fill,
  freshVisitor,
  passCaptcha,
  see,
  until,
  withBrowser,
} from './harness';
import { setFault } from './hold-door';

// Double submits (tests/e2e/hold-submits.spec.ts in Chromium) in Firefox and WebKit, with their own
// clicks on a busy button and their own implicit submission by Enter: with the answer 1.5 s away
// (the demo's latency fault), a double click, a triple click and Enter three times in the password
// field each send one sign-in, and the refusal is said once it comes.
const browser = withBrowser();
const LATENCY = 1500;

/** Sign-in calls this document has had answered since the last count (Resource Timing, any engine). */
const answeredLogins = (s: typeof browser.s) =>
  s.run<number>(
    "const n = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === '/api/fr/login').length; performance.clearResourceTimings(); return n;",
  );

describe(`double submits of the sign-in (${ENGINE})`, () => {
  it('ch/fr: a double click, a triple click and Enter x3 with 1.5 s of latency each send one request', async () => {
    const { s } = browser;
    await freshVisitor(s, 'ch');
    await s.goto(at('ch', '/fr/login'));
    await see(s, 'Se connecter');
    await setFault(s, `login:latency=${LATENCY}`);
    const submit = 'cine-login >> button[type="submit"]';
    const password = 'input[autocomplete="current-password"]';
    const bursts: [string, () => Promise<void>][] = [
      [
        'double click',
        async () => {
          await click(s, submit);
          await (await element(s, submit)).click();
        },
      ],
      [
        'triple click',
        async () => {
          await click(s, submit);
          for (let i = 0; i < 2; i++) await (await element(s, submit)).click();
        },
      ],
      [
        'Enter x3',
        async () => {
          await click(s, password);
          for (let i = 0; i < 3; i++) await s.press('Enter');
        },
      ],
    ];
    try {
      await fill(s, 'input[autocomplete="username"]', demoAccount('ch').email);
      await fill(s, password, 'Pas-le-bon-1');
      const lines: string[] = [];
      await answeredLogins(s);
      for (const [name, burst] of bursts) {
        await passCaptcha(s);
        await burst();
        let sent = 0;
        await until(
          s,
          async () => {
            sent += await answeredLogins(s);
            return sent > 0;
          },
          `${name}: no sign-in answered`,
        );
        await see(s, 'Adresse e-mail ou mot de passe incorrect');
        // Long enough for a second request to be answered if one had left.
        await new Promise((resolve) => setTimeout(resolve, LATENCY + 700));
        lines.push(`${name}: ${sent + (await answeredLogins(s))}`);
      }
      console.log(`[submits] ${ENGINE} sign-in, requests per burst: ${lines.join(', ')}`);
      expect(lines).toEqual(bursts.map(([name]) => `${name}: 1`));
    } finally {
      await setFault(s, '');
    }
  });
});
