import { describe, expect, it } from 'vitest';
import { authGuard, type GuardContext, guardRoute, languageGuard } from './guards';
import { matchRoute } from './match';
import { pageTitle } from './page-meta';

const ctx = (over: Partial<GuardContext> = {}): GuardContext => ({
  languages: ['fr', 'en', 'de'],
  lang: 'de',
  session: () => 'ok',
  currentUrl: '/fr/e-tickets',
  ...over,
});

describe('language guard', () => {
  it('sends the empty path to the current language', () => {
    expect(languageGuard(matchRoute('/'), ctx())).toEqual({ kind: 'redirect', to: '/de' });
    expect(languageGuard(matchRoute('/account', '/account'), ctx())).toEqual({
      kind: 'redirect',
      to: '/account/de',
    });
  });

  it('replaces an invalid language and keeps the rest of the path', () => {
    expect(languageGuard(matchRoute('/nl/login'), ctx())).toEqual({ kind: 'redirect', to: '/de/login' });
    expect(languageGuard(matchRoute('/m/xx/profile/user-infos'), ctx())).toEqual({
      kind: 'redirect',
      to: '/m/de/profile/user-infos',
    });
  });

  it('lets a valid language through', () => {
    expect(languageGuard(matchRoute('/fr/login'), ctx())).toEqual({ kind: 'render' });
  });
});

describe('auth guard', () => {
  it('lets open routes and valid sessions through', () => {
    expect(authGuard(matchRoute('/fr/login'), ctx({ session: () => 'missing' }))).toEqual({ kind: 'render' });
    expect(authGuard(matchRoute('/fr'), ctx())).toEqual({ kind: 'render' });
  });

  it('sends a missing session to login with the return target', () => {
    expect(authGuard(matchRoute('/fr/e-tickets'), ctx({ session: () => 'missing' }))).toEqual({
      kind: 'redirect',
      to: '/fr/login?returnUrl=%2Ffr%2Fe-tickets',
    });
  });

  it('sends an expired session to login too', () => {
    const decision = authGuard(
      matchRoute('/m/fr/fidelity'),
      ctx({ session: () => 'expired', currentUrl: '/m/fr/fidelity' }),
    );
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/fr/login?returnUrl=%2Fm%2Ffr%2Ffidelity',
    });
  });

  it('checks the language before the session', () => {
    expect(guardRoute(matchRoute('/xx/e-tickets'), ctx({ session: () => 'missing' }))).toEqual({
      kind: 'redirect',
      to: '/de/e-tickets',
    });
  });
});

describe('page title', () => {
  it('is the route title, then the site name', () => {
    const t = (key: string) =>
      ({ 'account.titles.login': 'Sign in', 'account.title': 'My account' })[key] ?? key;
    expect(pageTitle(matchRoute('/fr/login').route, t)).toBe('Sign in · My account');
  });
});
