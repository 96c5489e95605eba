import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount, SESSION_COOKIE } from '../setup/demo';
import {
  at,
  dismissPrivacy,
  ENGINE,
  freshVisitor,
  see,
  signInWith,
  until,
  waitUrl,
  withBrowser,
} from './harness';
import { cookieCount, cookieValue, cookieWrites, recordCookieWrites, storedValues } from './hold-cookies';
import { signOut } from './hold-door';

// The session cookie over the demo's https (tests/e2e/hold-tokens.spec.ts and the session-cookie case of
// hold-failure-probes.spec.ts in Chromium) in Firefox and WebKit: the attributes it is written with,
// that the engine keeps it once (a leftover host-only copy removed), and that no storage of the engine
// holds the token or the password, before and after the sign-out. The partner iframe's cookie is in
// hold-iframe.test.ts.
const browser = withBrowser();

describe(`the session cookie and the token over https (${ENGINE})`, () => {
  it('ch/fr: written Path=/; SameSite=Lax; Secure; Domain=ch.localhost, kept once (a leftover host-only copy goes), the token and password in no storage, all gone after the sign-out', async () => {
    const { s } = browser;
    await freshVisitor(s, 'ch');
    await s.goto(at('ch', '/fr/login'));
    await see(s, 'Se connecter');
    await recordCookieWrites(s);
    await signInWith(s, demoAccount('ch').email, DEMO_PASSWORD);
    await waitUrl(s, /\/fr$/, 20_000);
    await dismissPrivacy(s);

    // The writes that set it (a removal of a host-only copy, Max-Age below 0, may come beside them).
    const written = (await cookieWrites(s, SESSION_COOKIE)).filter((write) => !/Max-Age=-/i.test(write));
    expect(written.length, 'session cookie writes').toBeGreaterThan(0);
    for (const write of written) {
      expect(write).toMatch(/;\s*Path=\/(;|$)/i);
      expect(write).toMatch(/;\s*SameSite=Lax/i);
      expect(write).toMatch(/;\s*Secure/i);
      expect(write).toMatch(/;\s*Domain=ch\.localhost/i);
    }
    expect(await cookieCount(s, SESSION_COOKIE), 'session cookies the engine kept').toBe(1);
    const raw = await cookieValue(s, SESSION_COOKIE);
    const token = String(JSON.parse(decodeURIComponent(raw)).jwt ?? '');
    expect(token.split('.')).toHaveLength(3);

    // The token lives in its cookie only, the password nowhere, on each member page.
    const leaks: string[] = [];
    const search = async (when: string) => {
      for (const [place, text] of Object.entries(await storedValues(s)))
        if (text.includes(token) || text.includes(DEMO_PASSWORD)) leaks.push(`${when} ${place}`);
    };
    for (const path of ['/fr/e-tickets', '/fr/profile', '/fr']) {
      await s.goto(at('ch', path));
      await see(s, /Mes e-billets|Mon profil|Bonjour Léa/);
      await search(path);
    }

    // A device that remembers nothing of the shared domain, then one with a leftover host-only copy.
    await s.run('localStorage.clear()');
    await s.goto(at('ch', '/fr'));
    await see(s, 'Bonjour Léa');
    expect(await cookieCount(s, SESSION_COOKIE), 'after a reload with nothing remembered').toBe(1);
    await s.run(
      `document.cookie = '${SESSION_COOKIE}=' + arguments[0] + '; Path=/; Secure; SameSite=Lax';`,
      raw,
    );
    // The engine keeps both copies (else the check below proves nothing).
    expect(await cookieCount(s, SESSION_COOKIE), 'with the leftover host-only copy').toBe(2);
    await s.goto(at('ch', '/fr'));
    await see(s, 'Bonjour Léa');
    await until(
      s,
      async () => (await cookieCount(s, SESSION_COOKIE)) === 1,
      'the leftover host-only session cookie was not removed',
    );

    await signOut(s, 'Léa');
    expect(await cookieCount(s, SESSION_COOKIE), 'session cookies after the sign-out').toBe(0);
    await search('after the sign-out');
    console.log(
      `[tokens] ${ENGINE}: session cookie writes ${written.length} (${written.map((w) => w.replace(/^[^;]*;\s*/, '')).join(' | ')}); places with the token or password: ${leaks.length}`,
    );
    expect(leaks).toEqual([]);
  });
});
