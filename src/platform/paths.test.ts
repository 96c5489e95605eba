import { describe, expect, it } from 'vitest';
import { linkPath, sectionPath } from './paths';

describe('links between sections', () => {
  it('builds account-site paths under the base path', () => {
    expect(sectionPath('/account', 'fr', 'tickets')).toBe('/account/fr/e-tickets');
    expect(sectionPath('', 'de', 'dashboard')).toBe('/de');
  });

  it('keeps a framed flow in its -iframe routes', () => {
    expect(linkPath('', 'fr', 'signup', 'iframe')).toBe('/fr/signup-iframe');
    expect(linkPath('', 'fr', 'profile', 'iframe')).toBe('/fr/profile');
  });

  it('keeps a webview flow on its m/ routes, and offers no way out to a browser page (issue 8 point 3)', () => {
    expect(linkPath('', 'nl', 'forgottenPassword', 'webview')).toBe('/m/nl/forgotten-password');
    expect(linkPath('', 'nl', 'signup', 'webview')).toBe('/m/nl/signup');
    expect(linkPath('/account', 'fr', 'profile', 'webview')).toBe('/account/m/fr/profile/user-infos');
    expect(linkPath('', 'fr', 'loyalty', 'webview')).toBe('/m/fr/fidelity');
    expect(linkPath('', 'fr', 'login', 'webview')).toBeUndefined();
    expect(linkPath('', 'fr', 'dashboard', 'webview')).toBeUndefined();
  });
});
