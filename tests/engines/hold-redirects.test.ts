import { describe, expect, it } from 'vitest';
import { redirectPayloads, SAFE_RETURNS } from '../payloads/redirects';
import { demoAccount } from '../setup/demo';
import { at, ENGINE, element, fill, freshVisitor, withBrowser } from './harness';
import { tryPayloads, watchNavigations } from './hold-redirects';

// Open redirects through the router (tests/e2e/hold-redirects.spec.ts in Chromium) in Firefox and
// WebKit, whose URL parsers read the tricks (backslashes, tabs, encoded slashes, odd schemes) their own
// way: after a sign-in, every bypass payload as the site's `?returnUrl=`, read by the router, leads
// nowhere off-site and runs nothing, while the safe return URLs are followed. The `return-url`
// attribute of `<cine-login>` goes to the same check (safeReturnUrl) and is left to Chromium.
const browser = withBrowser();
const ORIGIN = new URL(at('ch')).origin;
/** The path and query a navigation went to (null: none). */
const where = (to: string | null) => (to ? new URL(to, ORIGIN).pathname + new URL(to, ORIGIN).search : to);

describe(`open redirects after a sign-in (${ENGINE})`, () => {
  it('?returnUrl= of the account site’s login, read by the router: every payload leads nowhere off-site and runs nothing', async () => {
    const { s } = browser;
    await freshVisitor(s, 'ch');
    await s.goto(at('ch', '/fr/login'));
    await element(s, 'cine-login >> button[type="submit"]');
    await watchNavigations(s);
    await fill(s, 'input[autocomplete="username"]', demoAccount('ch').email);
    await fill(s, 'input[autocomplete="current-password"]', demoAccount('ch').password);
    // A first sign-in loads the page's account code, so every case below starts alike.
    await tryPayloads(s, ['/fr']);
    const control = await tryPayloads(s, SAFE_RETURNS, true);
    expect(control.map(({ to }) => where(to))).toEqual(SAFE_RETURNS);
    const payloads = redirectPayloads(new URL(ORIGIN).host);
    const results: { payload: string; to: string | null }[] = [];
    // In slices (a driver waits about 30 s for one script), each after a safe one that must be
    // followed: a payload tried before the router read it would look held.
    for (let i = 0; i < payloads.length; i += 20) {
      const [safe] = await tryPayloads(s, [SAFE_RETURNS[0] as string], true);
      expect(where(safe?.to ?? null)).toBe(SAFE_RETURNS[0]);
      results.push(...(await tryPayloads(s, payloads.slice(i, i + 20))));
    }
    const failed = results.filter(({ to }) => to === null || new URL(to, ORIGIN).origin !== ORIGIN);
    const pwned = await s.run<unknown[]>('return window.__pwnedIds');
    console.log(
      `[open-redirects] ${ENGINE} ?returnUrl=: tried ${results.length}, held ${results.length - failed.length}, failed ${failed.length}; scripts run ${pwned.length}`,
    );
    expect(failed.map(({ payload, to }) => `${JSON.stringify(payload)} -> ${to}`)).toEqual([]);
    expect(pwned).toEqual([]);
    expect(new URL(await s.url()).origin).toBe(ORIGIN);
  });
});
