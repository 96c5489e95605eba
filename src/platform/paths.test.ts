import { describe, expect, it } from 'vitest';
import { joinBase, linkPath, sectionPath } from './paths';

const at = (basePath: string, lang: string, accountUrl?: string) => ({ basePath, lang, accountUrl });

describe('links between sections', () => {
  it('builds account-site paths under the base path', () => {
    expect(sectionPath(at('/account', 'fr'), 'tickets')).toBe('/account/fr/e-tickets');
    expect(sectionPath(at('', 'de'), 'dashboard')).toBe('/de');
  });

  it('keeps a framed flow in its -iframe routes', () => {
    expect(linkPath({ ...at('', 'fr'), context: 'iframe' }, 'signup')).toBe('/fr/signup-iframe');
    expect(linkPath({ ...at('', 'fr'), context: 'iframe' }, 'profile')).toBe('/fr/profile');
  });

  it('keeps a webview flow on its m/ routes, and offers no way out to a browser page', () => {
    const webview = (basePath: string, lang: string) => ({
      ...at(basePath, lang),
      context: 'webview' as const,
    });
    expect(linkPath(webview('', 'nl'), 'forgottenPassword')).toBe('/m/nl/forgotten-password');
    expect(linkPath(webview('', 'nl'), 'signup')).toBe('/m/nl/signup');
    expect(linkPath(webview('/account', 'fr'), 'profile')).toBe('/account/m/fr/profile/user-infos');
    expect(linkPath(webview('', 'fr'), 'loyalty')).toBe('/m/fr/fidelity');
    expect(linkPath(webview('', 'fr'), 'login')).toBeUndefined();
    expect(linkPath(webview('', 'fr'), 'dashboard')).toBeUndefined();
  });
});

describe('links to an account site on another origin', () => {
  it('go to the account URL and its base path, whatever base path this page has', () => {
    const account = at('/shop', 'fr', 'https://account.example.ch/');
    expect(sectionPath(account, 'dashboard')).toBe('https://account.example.ch/fr');
    expect(sectionPath(account, 'signup')).toBe('https://account.example.ch/fr/signup');
    expect(sectionPath(at('', 'de', 'https://cine.example.be/compte'), 'tickets')).toBe(
      'https://cine.example.be/compte/de/e-tickets',
    );
    expect(linkPath({ ...account, context: 'browser' }, 'forgottenPassword')).toBe(
      'https://account.example.ch/fr/forgotten-password',
    );
  });

  it('keep the frame and webview variants there too', () => {
    const account = at('', 'fr', 'http://ch.localhost:5173//');
    expect(linkPath({ ...account, context: 'iframe' }, 'signup')).toBe(
      'http://ch.localhost:5173/fr/signup-iframe',
    );
    expect(linkPath({ ...account, context: 'webview' }, 'signup')).toBe(
      'http://ch.localhost:5173/m/fr/signup',
    );
  });

  it('ignore a script, data, relative or query-carrying account URL: links stay on this origin (design.md section 6)', () => {
    for (const accountUrl of [
      'javascript:alert(1)//',
      'JavaScript://account.example.ch/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/account',
      '//account.example.ch/',
      'https://account.example.ch/?next=javascript:alert(1)',
      'https://account example.ch/',
    ]) {
      expect(sectionPath(at('/shop', 'fr', accountUrl), 'signup')).toBe('/shop/fr/signup');
    }
  });

  it('leave relative base paths as they were', () => {
    expect(joinBase('account/', 'fr', 'login')).toBe('/account/fr/login');
    expect(joinBase('', 'fr')).toBe('/fr');
  });
});
