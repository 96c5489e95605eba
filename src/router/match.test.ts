import { describe, expect, it } from 'vitest';
import { joinBase, matchRoute, normaliseBase } from './match';

describe('matchRoute', () => {
  it('finds every screen of the spec route table', () => {
    const cases: [string, string, string | undefined][] = [
      ['/', 'redirect', undefined],
      ['/fr', 'dashboard', 'fr'],
      ['/fr/', 'dashboard', 'fr'],
      ['/de/e-tickets', 'tickets', 'de'],
      ['/en/loyalty-program', 'loyalty', 'en'],
      ['/nl/profile', 'profile', 'nl'],
      ['/fr/contact-us', 'contact', 'fr'],
      ['/fr/login', 'login', 'fr'],
      ['/fr/signup', 'signup', 'fr'],
      ['/fr/forgotten-password', 'forgotten-password', 'fr'],
      ['/fr/reset-password', 'reset-password', 'fr'],
      ['/fr/login-iframe', 'login', 'fr'],
      ['/fr/signup-iframe', 'signup', 'fr'],
      ['/m/fr/profile/user-infos', 'profile', 'fr'],
      ['/m/fr/fidelity', 'loyalty', 'fr'],
      ['/fr/contact-offer/schoolSession', 'contact-offer', 'fr'],
    ];
    for (const [path, screen, lang] of cases) {
      const match = matchRoute(path);
      expect([path, match.route.screen, match.lang]).toEqual([path, screen, lang]);
    }
  });

  it('flags iframe, webview and login-required routes', () => {
    expect(matchRoute('/fr/login-iframe').route.iframe).toBe(true);
    expect(matchRoute('/fr/login').route.iframe).toBeUndefined();
    expect(matchRoute('/m/de/profile/update-password').route).toMatchObject({
      webview: true,
      auth: true,
      props: { mode: 'update-password' },
    });
    expect(matchRoute('/fr/contact-offer/b2b').route).toMatchObject({ auth: false, props: { kind: 'b2b' } });
    expect(matchRoute('/fr').route.auth).toBe(true);
    expect(matchRoute('/fr/login').route.auth).toBe(false);
  });

  it('gives the not-found page for any other path', () => {
    for (const path of ['/fr/nope', '/fr/login/extra', '/m/fr', '/fr/contact-offer/other', '/a/b/c/d']) {
      expect(matchRoute(path).route.screen).toBe('not-found');
    }
  });

  it('matches under a base path and ignores the query and hash', () => {
    expect(matchRoute('/account/fr/login?returnUrl=%2Ffr#top', '/account').route.screen).toBe('login');
    expect(matchRoute('/account/', '/account/').route.screen).toBe('redirect');
    expect(matchRoute('/fr/login', '/account').route.screen).toBe('not-found');
  });

  it('survives malformed escapes', () => {
    expect(matchRoute('/%E0%A4%A/login').route.screen).toBe('login');
  });
});

describe('base paths', () => {
  it('normalise and join', () => {
    expect(normaliseBase(undefined)).toBe('/');
    expect(normaliseBase('account')).toBe('/account/');
    expect(joinBase('/account', 'fr', 'login')).toBe('/account/fr/login');
    expect(joinBase('/', 'fr')).toBe('/fr');
  });
});
