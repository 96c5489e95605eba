import { describe, expect, it } from 'vitest';
import { at, count, ENGINE, freshVisitor, signIn, until, withBrowser } from './harness';
import type { Session } from './session';

// The demo's strict policy (`script-src 'self' 'nonce-…'; style-src 'self'; require-trusted-types-for
// 'script'`, tests/e2e/hold-csp.spec.ts in Chromium) in Firefox and WebKit. Where the engine enforces
// Trusted Types, the settings' script injection and the e-tickets service worker go through the
// `cine-account` policy; where it has none, the fallback: plain values under the page's nonce. Each
// page: no violation, its elements' controls shown, the injection run once. The login and three member
// pages under the policy are in pages.test.ts; these are the others. And a page of another origin that
// loads the demo's modules and calls its API (hold-failure-probes.spec.ts, cross-origin assets).
const browser = withBrowser();

const LISTEN =
  "window.__violations = window.__violations || []; document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || '')));";
const VISITOR_PAGES = ['/fr/signup', '/fr/contact-us', '/marketing.html', '/help.html', '/webview.html'];
const MEMBER_PAGES = ['/member.html', '/webview-tickets.html', '/fr/e-tickets'];

/** Controls inside the page's `cine-*` elements (open shadow roots). */
const CONTROLS =
  "return [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('cine-')).flatMap((e) => [...(e.shadowRoot?.querySelectorAll('input, button, a') ?? [])]).length;";

/** Opens each page under the strict policy; one line per page that did not hold. */
async function scan(s: Session, paths: string[], early: boolean): Promise<string[]> {
  const failed: string[] = [];
  for (const path of paths) {
    await s.goto(at('ch', path));
    // Firefox (BiDi) listened before the page's scripts; classic WebDriver (WebKit) only from its load.
    if (!early) await s.run(LISTEN);
    const shown = await until(s, async () => (await s.run<number>(CONTROLS)) > 0, `${path}: no controls`)
      .then(() => true)
      .catch(() => false);
    await until(s, async () => (await s.run<number>('return window.cineDemoInjections || 0')) > 0, '').catch(
      () => {},
    );
    const injections = await s.run<number>('return window.cineDemoInjections || 0');
    const violations = await s.run<string[]>('return window.__violations');
    if (!shown || injections !== 1 || violations.length)
      failed.push(
        `${path}: controls ${shown}, injections ${injections}, violations ${violations.join('; ')}`,
      );
  }
  return failed;
}

/** Whether the engine enforces Trusted Types (window.trustedTypes with createPolicy). */
const trustedTypes = (s: Session) =>
  s.run<boolean>("return typeof window.trustedTypes?.createPolicy === 'function'");

async function underStrictPolicy(s: Session) {
  await freshVisitor(s, 'ch');
  const early = await s.onNewDocument(LISTEN);
  // The demo serves every page of this host under its strict policy (docs/demo.md "Strict Content-Security-Policy").
  await s.run("document.cookie = 'cine-demo-csp=strict; Path=/; Secure';");
  await s.goto(at('ch', '/fr/signup'));
  const policy = await s.run<string>(
    "return fetch(location.href).then((r) => r.headers.get('content-security-policy') || '');",
  );
  expect(policy).toContain("require-trusted-types-for 'script'");
  const failed = await scan(s, VISITOR_PAGES, early);
  await signIn(s, 'ch', 'fr');
  failed.push(...(await scan(s, MEMBER_PAGES, early)));
  // The e-tickets' service worker registered under the policy (its URL through the policy where enforced).
  const worker = await s.run<string>(
    "return Promise.race([navigator.serviceWorker.ready.then(() => 'ready'), new Promise((r) => setTimeout(() => r('not ready after 20 s'), 20000))]);",
  );
  if (worker !== 'ready') failed.push(`/fr/e-tickets: service worker ${worker}`);
  await until(
    s,
    async () => (await count(s, '[part~="order"] [part~="qr-code"]')) > 0,
    'no QR code on the e-tickets under the policy',
  );
  const tried = VISITOR_PAGES.length + MEMBER_PAGES.length;
  console.log(`[csp] ${ENGINE}: tried ${tried}, held ${tried - failed.length}, failed ${failed.length}`);
  expect(failed).toEqual([]);
}

/** A page of another origin gets `<cine-login>`, the config and the demo's module scripts (crossorigin). */
const CROSS_ORIGIN_PAGE = `const [scripts, apiBase] = arguments;
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'cine-config';
config.textContent = JSON.stringify({ apiBase, country: 'CH' });
document.head.append(config);
document.body.append(document.createElement('cine-login'));
for (const src of scripts) {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = src;
  document.head.append(script);
}`;

describe(`visitor and member pages under the strict policy (${ENGINE})`, () => {
  it('another origin builds a sign-in page from the demo’s module scripts and API (CORS): the form shows', async () => {
    const { s } = browser;
    const demo = new URL(at('ch')).origin;
    await s.goto(at('ch', '/cine-sw.js'));
    const scripts = await s.run<string[]>(
      'return fetch(\'/login-only.html\').then((r) => r.text()).then((html) => [...html.matchAll(/<script\\b[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => location.origin + m[1]));',
    );
    expect(scripts.length).toBeGreaterThan(0);
    // A real answer of that origin (the demo's plain-text 404 on partner.localhost): a page with no script.
    await s.goto(at('partner', '/assets/cross-origin-page'));
    await s.run(CROSS_ORIGIN_PAGE, scripts, `${demo}/api/`);
    await until(
      s,
      async () => (await count(s, 'cine-login >> input[type="password"]')) === 1,
      'no sign-in form on the other origin',
    );
  });

  it('with Trusted Types enforced: 0 violations, controls shown, the injection and the service worker through the cine-account policy', async ({
    skip,
  }) => {
    const { s } = browser;
    await s.goto(at('ch', '/cine-sw.js'));
    if (!(await trustedTypes(s))) skip(`${ENGINE} has no Trusted Types: the fallback test runs instead`);
    await underStrictPolicy(s);
  });

  it('without Trusted Types, the fallback (plain values under the nonce): 0 violations, controls shown, the injection and the service worker', async ({
    skip,
  }) => {
    const { s } = browser;
    await s.goto(at('ch', '/cine-sw.js'));
    if (await trustedTypes(s)) skip(`${ENGINE} enforces Trusted Types: the test above runs instead`);
    await underStrictPolicy(s);
  });
});
