import { describe, expect, it } from 'vitest';
import { demoAccount, FAULT_COOKIE, fakeJwt, SESSION_COOKIE } from '../setup/demo';
import { signUpSteps } from './flows';
import {
  at,
  click,
  ENGINE,
  fill,
  freshVisitor,
  passCaptcha,
  signIn,
  signInWith,
  until,
  withBrowser,
} from './harness';
import { createMember, newEmail } from './members';

const browser = withBrowser();

/** The app's bridge as the demo's webview pages fake it, set on a page that has none (an m/ route). */
const BRIDGE =
  "window.ReactNativeWebView = { postMessage: (m) => { const li = document.createElement('li'); li.textContent = m; (document.getElementById('bridge-log') || document.body.appendChild(Object.assign(document.createElement('ol'), { id: 'bridge-log', hidden: true }))).append(li); } };";

/** The message types the demo's fake app bridge received (`#bridge-log`). */
const bridgeLog = (s: typeof browser.s) =>
  s.run<string[]>(
    "return [...document.querySelectorAll('#bridge-log li')].map((li) => JSON.parse(li.textContent).type);",
  );

const heard = (s: typeof browser.s, type: string) =>
  until(s, async () => (await bridgeLog(s)).includes(type), `the app bridge never received ${type}`, 20_000);

describe(`webview pages with the fake app bridge (${ENGINE})`, () => {
  it('loggedIn: signing in hands the token to the app and the page stays', async () => {
    const { s } = browser;
    await freshVisitor(s, 'tn');
    await s.goto(at('tn', '/webview.html'));
    await signInWith(s, demoAccount('tn').email, demoAccount('tn').password);
    await heard(s, 'loggedIn');
    expect(await s.url()).toMatch(/\/webview\.html$/);
  });

  it('addToWallet: the e-ticket button sends the order and ticket to the app', async () => {
    const { s } = browser;
    await signIn(s, 'ch', 'en');
    await s.goto(at('ch', '/webview-tickets.html'));
    await click(s, 'cine-tickets >> button', 'Add to wallet|Zur Wallet hinzufügen|Ajouter au portefeuille');
    await heard(s, 'addToWallet');
    const raw = await s.run<string>("return document.querySelector('#bridge-log li').textContent");
    expect(raw).toMatch(
      /^\{"v":1,"type":"addToWallet","payload":\{"orderId":"CH-[^"]+","ticketId":"T\d+"\}\}$/,
    );
  });

  it('confirmDeleteAccount: deleting the account in the webview profile tells the app', async () => {
    const { s } = browser;
    const member = await createMember('tn');
    await freshVisitor(s, 'tn');
    await s.goto(at('tn', '/fr/login'));
    await signInWith(s, member.email, member.password);
    await until(s, async () => !(await s.url()).includes('/login'), 'sign-in did not leave the login page');
    await s.goto(at('tn', '/webview-profile.html'));
    await click(s, 'cine-profile >> button', 'Supprimer mon compte|Delete my account|Mein Konto löschen');
    await fill(s, 'dialog[open] input[type="password"]', member.password);
    await passCaptcha(s, 'dialog[open]');
    await click(s, 'dialog[open] button', 'définitivement|for good|endgültig');
    await heard(s, 'confirmDeleteAccount');
  });

  it('refreshToken: a session a minute from its end asks the app for a fresh token (the app holds the refresh)', async () => {
    const { s } = browser;
    await freshVisitor(s, 'ch');
    // The session cookie as the site writes it (raw JSON, not HttpOnly), its token ending in 30 s:
    // inside REFRESH_AHEAD_MS, so the page renews at once. (An expired one is dropped at load, spec 5.)
    const end = Math.floor(Date.now() / 1000) + 30;
    const claims = { sub: 'demo-ch', email: demoAccount('ch').email, given_name: 'Léa', family_name: 'CH' };
    const jwt = fakeJwt({ ...claims, iat: end - 3600, exp: end });
    await s.run(
      "document.cookie = arguments[0] + '=' + arguments[1] + '; path=/; secure';",
      SESSION_COOKIE,
      JSON.stringify({ jwt }),
    );
    // The API refuses this unsigned token, and the page then signs out and leaves, log and all: the
    // demo's fault cookie holds every API answer 8 s, while the message is read.
    await s.run(
      "document.cookie = arguments[0] + '=' + encodeURIComponent('*:latency=8000') + '; path=/; secure';",
      FAULT_COOKIE,
    );
    await s.goto(at('ch', '/webview-tickets.html'));
    await heard(s, 'refreshToken');
    const raw = await s.run<string>(
      "return [...document.querySelectorAll('#bridge-log li')].map((li) => li.textContent).find((m) => m.includes('refreshToken'))",
    );
    expect(JSON.parse(raw)).toEqual({ v: 1, type: 'refreshToken', payload: null });
  });

  it('close: signing up on an m/ page tells the app to close once the account exists', async () => {
    const { s } = browser;
    await freshVisitor(s, 'sn');
    await s.goto(at('sn', '/m/fr/signup'));
    // The app injects its bridge into the page; here it is set before the last step is sent.
    const email = newEmail('webview');
    await signUpSteps(s, email, '12500', () => s.run(BRIDGE));
    await heard(s, 'close');
  });
});
