// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { storePlatform } from '../platform/app-store';
import { prerenderedValue } from '../platform/hydration';
import { setLocation } from '../platform/navigation';
import { $appBannerClosed, $appBannerShown, closeAppBanner, isDoorPath } from './app-banner';
import { configure } from './config';
import { $settings } from './settings';
import { settingsFixture } from './test-fixtures';

const withCta = (downloadAppCtaEnabled: boolean) =>
  $settings.set({
    ...settingsFixture,
    features: { ...settingsFixture.features, mobileApp: { walletEnabled: false, downloadAppCtaEnabled } },
  });

beforeEach(() => {
  localStorage.clear();
  $appBannerClosed.set(false);
  configure({ context: 'browser' });
  setLocation('/fr/login');
});

describe('app banner', () => {
  it('shows by default, not where the settings switch it off, never in the webview', () => {
    withCta(true);
    expect($appBannerShown.get()).toBe(true);
    withCta(false);
    expect($appBannerShown.get()).toBe(false);
    withCta(true);
    configure({ context: 'webview' });
    expect($appBannerShown.get()).toBe(false);
  });

  it('stays off the door screens, where it would cover the code a member shows', () => {
    withCta(true);
    for (const path of ['/fr', '/fr/', '/nl/e-tickets', '/fr/loyalty-program']) {
      setLocation(path);
      expect($appBannerShown.get(), path).toBe(false);
    }
    for (const path of ['/fr/login', '/fr/profile', '/fr/contact-us', '/']) {
      setLocation(path);
      expect($appBannerShown.get(), path).toBe(true);
    }
    expect(isDoorPath('/account/de/e-tickets', '/account')).toBe(true);
    expect(isDoorPath('/de/e-tickets', '/account')).toBe(false);
    expect(isDoorPath('/fr/e-tickets-iframe', '')).toBe(false);
  });

  it('stays closed once closed, on this device, and tells the site server so', () => {
    withCta(true);
    closeAppBanner();
    expect($appBannerShown.get()).toBe(false);
    expect(localStorage.getItem('cine_app_banner_closed')).toBe('1');
    expect(document.cookie).toContain('cine_app_banner_closed=1');
  });

  it('leaves the banner as the page has it until the settings are known', () => {
    $settings.set(undefined);
    expect($appBannerShown.get()).toBeUndefined();
    // Where it never shows, it says so at once.
    setLocation('/fr/e-tickets');
    expect($appBannerShown.get()).toBe(false);
  });

  it('hydrates a prerendered banner open, whatever this device remembers', () => {
    closeAppBanner();
    expect(prerenderedValue($appBannerClosed)).toBe(false);
  });

  it('links to the store of the device', () => {
    expect(storePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('ios');
    expect(storePlatform('Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe('android');
    expect(storePlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });
});
