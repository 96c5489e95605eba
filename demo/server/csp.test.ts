// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { strictNonce, strictPolicy, withNonce } from './csp';

describe('strict CSP of the demo pages', () => {
  it('is asked for by query or cookie, with a fresh nonce each time', () => {
    expect(strictNonce(new Request('http://ch.localhost/fr/login'))).toBeUndefined();
    const first = strictNonce(new Request('http://ch.localhost/fr/login?csp=strict'));
    const second = strictNonce(
      new Request('http://ch.localhost/fr/login', { headers: { cookie: 'a=1; cine-demo-csp=strict' } }),
    );
    expect(first).toMatch(/^[\w+/=]{20,}$/);
    expect(second).not.toBe(first);
  });

  it('allows scripts only from the site or with the nonce, and no inline style', () => {
    const policy = strictPolicy('abc');
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('lets the partner site frame the pages over http and over https (DEMO_HTTPS)', () => {
    expect(strictPolicy('abc')).toMatch(
      /frame-ancestors 'self' http:\/\/partner\.localhost:\* https:\/\/partner\.localhost:\*/,
    );
  });

  it('marks the page’s scripts and module preloads, once', () => {
    const html =
      '<script type="module" src="/a.js"></script><link rel="modulepreload" href="/b.js"><link rel="stylesheet" href="/c.css">';
    const marked = withNonce(withNonce(html, 'n1'), 'n2');
    expect(marked).toBe(
      '<script nonce="n1" type="module" src="/a.js"></script><link nonce="n1" rel="modulepreload" href="/b.js"><link rel="stylesheet" href="/c.css">',
    );
  });
});
