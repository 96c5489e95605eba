import css from '../screens/app-banner/app-banner.css?inline';
import { AppBannerScreen } from '../screens/app-banner/app-banner-screen';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-app-banner>`: the call to download the chain's app (spec section 4): shown by default,
 * hidden where the settings switch it off (`mobileApp.downloadAppCtaEnabled`), never inside the app's
 * webview, and gone for good on this device once closed. Links to the device's store (both stores
 * on a computer).
 *
 * @attr app-store-url, play-store-url - The app's store pages.
 * @csspart app-banner, store-link, close - The band, its store links and its close button.
 * @cssprop --cine-app-banner-bg - Background of the band.
 */
export const CineAppBanner = defineIsland('cine-app-banner', AppBannerScreen, {
  // A page's settings failure is said by its main element, not by a band around it.
  settingsNotice: false,
  attributes: { 'app-store-url': 'string', 'play-store-url': 'string' },
  texts: ['app-banner'],
  styles: [toSheet(css)],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-app-banner': CineElement<{ appStoreUrl: string; playStoreUrl: string }>;
  }
}
