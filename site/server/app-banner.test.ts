import { describe, expect, it } from 'vitest';
import { APP_BANNER_CLOSED_COOKIE as STORE_COOKIE } from '../../src/stores/app-banner';
import { APP_BANNER_CLOSED_COOKIE, bannerSwitchedOn, withAppBanner } from './app-banner';

const SHEET = '<link rel="preload" as="style" href="/assets/styles/cine-app-banner.fefa5dc8.css">';
const OTHER = '<link rel="preload" as="style" href="/assets/styles/cine-login.8ebcff83.css">';
const page = `<head>${SHEET}${OTHER}</head><body>
    <cine-app-banner data-country="CH"><template shadowrootmode="open"><aside>Cine</aside></template></cine-app-banner>
    <header></header></body>`;
const settings = (on: boolean) =>
  JSON.stringify({ features: { mobileApp: { walletEnabled: false, downloadAppCtaEnabled: on } } });
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/140.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)';

describe('the app banner in the page', () => {
  it('stays where the settings switch it on, and where they are not known yet', () => {
    for (const known of [settings(true), undefined])
      expect(withAppBanner(page, { settings: known, cookies: '', userAgent: '' })).toBe(page);
  });

  it('is left out, with its sheet, where the settings switch it off or the visitor closed it', () => {
    const off = withAppBanner(page, { settings: settings(false), cookies: '', userAgent: ANDROID });
    const closed = withAppBanner(page, {
      settings: settings(true),
      cookies: `lang=fr; ${APP_BANNER_CLOSED_COOKIE}=1`,
      userAgent: '',
    });
    for (const html of [off, closed]) {
      expect(html).not.toContain('cine-app-banner');
      expect(html).toContain(OTHER);
      expect(html).toContain('<header></header>');
    }
  });

  it("names the device's store on the element, so the other is hidden from the first paint", () => {
    expect(withAppBanner(page, { cookies: '', userAgent: ANDROID })).toContain(
      '<cine-app-banner data-platform="android" data-country="CH">',
    );
    expect(withAppBanner(page, { cookies: '', userAgent: IPHONE })).toContain('data-platform="ios"');
  });

  it('reads the cookie the banner writes, and takes a settings answer it cannot read as on', () => {
    expect(APP_BANNER_CLOSED_COOKIE).toBe(STORE_COOKIE);
    expect(bannerSwitchedOn('{"features":{}}')).toBe(true);
    expect(bannerSwitchedOn('not json')).toBe(true);
    expect(bannerSwitchedOn(settings(false))).toBe(false);
  });
});
