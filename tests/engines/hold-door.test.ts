import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CutDemo, startCutDemo } from './cut-demo';
import { keepDoorTickets } from './flows';
import {
  allowConsoleErrors,
  click,
  consoleErrors,
  count,
  dismissPrivacy,
  ENGINE,
  fill,
  passCaptcha,
  see,
  signInWith,
  until,
  waitUrl,
  withBrowser,
} from './harness';
import { createMemberHere, dropSession, kept, keptFor, setFault, signOut } from './hold-door';

// The door snapshot's isolation (tests/e2e/door-snapshot.spec.ts in Chromium) in Firefox and WebKit:
// their own Cache Storage and service worker. Another member on the same browser never gets the first
// one's codes, online or offline; a sign-out, a 401 that ends the session and a deletion each delete
// the snapshots. A demo of its own behind a relay the test cuts (no protocol here sets a browser offline).
const browser = withBrowser();
let demo: CutDemo;
beforeAll(async () => {
  demo = await startCutDemo(8);
});
afterAll(() => demo?.close());
const url = (path: string) => demo.url(path);
const CODES = '[part~="order"] [part~="qr-code"]';
const DEMO_TICKETS = '/__door/member-ch-demo/fr/e-tickets';
const HYDRATION = /hydration mismatch/;

async function signInHere(email: string, password: string) {
  const { s } = browser;
  await s.goto(url('/fr/login'));
  await signInWith(s, email, password);
  await waitUrl(s, /\/fr$/, 20_000);
  await dismissPrivacy(s);
}

/** No QR code on screen, read 10 times over a second (a snapshot painted, then replaced, shows in between). */
async function noCodesForASecond() {
  const seen: number[] = [];
  for (let i = 0; i < 10; i++) {
    seen.push(await count(browser.s, CODES));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return seen.filter((codes) => codes > 0);
}

describe(`the door snapshot between members and after the session (${ENGINE})`, () => {
  it('ch/fr: another member signed in on the same browser gets their own snapshot, never the first one’s codes', async () => {
    const { s } = browser;
    await keepDoorTickets(s, url(''), 'fr', 'Toutes 6');
    await keptFor(s, DEMO_TICKETS);
    const other = await createMemberHere(s, 'Autre');
    // No sign-out in between: the first member's session cookie just gone, as when it expires.
    await dropSession(s);
    await signInHere(other.email, other.password);
    await s.goto(url('/fr/e-tickets'));
    await see(s, 'Toutes 0');
    expect(await noCodesForASecond()).toEqual([]);
    await until(
      s,
      async () =>
        (await kept(s)).filter((key) => key !== DEMO_TICKETS && key.endsWith('/fr/e-tickets')).length === 1,
      'the other member’s own snapshot was not kept beside the first one’s',
    );
  });

  it('ch/fr: offline, the other member gets their own snapshot, never the first one’s codes', async () => {
    const { s } = browser;
    expect((await kept(s)).length, 'both members’ snapshots').toBe(2);
    demo.cut();
    try {
      await s.goto(url('/fr/e-tickets'));
      await see(s, 'Toutes 0');
      expect(await noCodesForASecond()).toEqual([]);
    } finally {
      demo.restore();
    }
  });

  it('ch/fr: signing out deletes the snapshots', async () => {
    const { s } = browser;
    await s.goto(url('/fr/e-tickets'));
    await see(s, 'Toutes 0');
    expect((await kept(s)).length).toBeGreaterThan(0);
    await signOut(s, 'Autre');
    await until(s, async () => (await kept(s)).length === 0, 'snapshots left after the sign-out');
  });

  it('ch/fr: a 401 that ends the session deletes the snapshots, the page hydrated without a mismatch', async () => {
    const { s } = browser;
    allowConsoleErrors(HYDRATION);
    await keepDoorTickets(s, url(''), 'fr', 'Toutes 6');
    await keptFor(s, DEMO_TICKETS);
    await setFault(s, 'accounts/me:401');
    try {
      await s.goto(url('/fr'));
      await waitUrl(s, /\/fr\/login/, 20_000);
      await until(s, async () => (await kept(s)).length === 0, 'snapshots left after the 401');
    } finally {
      await setFault(s, '');
    }
    expect((await consoleErrors(s)).filter((line) => HYDRATION.test(line))).toEqual([]);
  });

  it('ch/fr: deleting the account deletes its snapshots', async () => {
    const { s } = browser;
    await s.goto(url('/fr/login'));
    const member = await createMemberHere(s, 'Efface');
    await signInHere(member.email, member.password);
    await s.goto(url('/fr/e-tickets'));
    await see(s, 'Toutes 0');
    await keptFor(s, '/fr/e-tickets');
    await s.goto(url('/fr/profile'));
    // A tap before the island has its first screen in would be lost (as in any engine).
    await until(
      s,
      async () => (await count(s, 'cine-profile[data-shown]')) === 1,
      'the profile never showed',
    );
    await click(s, 'cine-profile >> button', 'Supprimer mon compte…');
    await fill(s, 'dialog[open] input[type="password"]', member.password);
    await passCaptcha(s, 'dialog[open]');
    await click(s, 'dialog[open] button', 'Supprimer définitivement mon compte');
    await waitUrl(s, /\/catalogue\/fr$/, 20_000);
    await until(s, async () => (await kept(s)).length === 0, 'snapshots left after the deletion');
  });
});
