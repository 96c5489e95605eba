// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BENCH_PAGES, demoTarget, selectPages } from './pages';

describe('selectPages (--pages)', () => {
  it('keeps every page without a filter', () => {
    expect(selectPages(BENCH_PAGES, undefined)).toBe(BENCH_PAGES);
    expect(selectPages(BENCH_PAGES, ' , ')).toBe(BENCH_PAGES);
  });

  it('keeps the pages whose name or path holds one of the comma-separated words', () => {
    const names = selectPages(BENCH_PAGES, 'login-only, member /fr/e').map((page) => page.name);
    expect(names).toEqual(['/login-only.html', 'member /fr/e-tickets']);
    expect(selectPages(BENCH_PAGES, 'nothing-here')).toEqual([]);
  });
});

describe('BENCH_PAGES', () => {
  it('times a sign-in on the two sign-in pages the goal names, each with a password field', () => {
    const signIn = BENCH_PAGES.filter((page) => page.signIn);
    expect(signIn.map((page) => page.path)).toEqual(['/fr/login', '/login-only.html']);
    expect(signIn.every((page) => page.password)).toBe(true);
  });

  it('opens the member routes signed in, and nothing else', () => {
    const member = BENCH_PAGES.filter((page) => page.member).map((page) => page.path);
    expect(member).toEqual([
      '/fr',
      '/fr/e-tickets',
      '/fr/profile',
      '/fr/loyalty-program',
      '/member.html',
      '/webview-tickets.html',
      '/webview-profile.html',
    ]);
  });
});

describe('demoTarget', () => {
  it('loads over https when the bench serves HTTP/2 (browsers speak h2 only over TLS), http with --http1', () => {
    const [login] = selectPages(BENCH_PAGES, '/fr/login');
    if (!login) throw new Error('no /fr/login page');
    expect(demoTarget(login, 4000, 'https').url).toBe('https://ch.localhost:4000/fr/login');
    expect(demoTarget(login, 4000, 'http').url).toBe('http://ch.localhost:4000/fr/login');
  });
});
