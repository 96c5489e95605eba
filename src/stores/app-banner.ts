import { atom } from 'nanostores';
import { derive } from '../platform/hydration';
import { readStored, writeStored } from '../platform/storage';
import { $config } from './config';
import { $settings } from './settings-state';

const CLOSED_KEY = 'cine_app_banner_closed';

/** Closed by the customer on this device (remembered across visits). */
export const $appBannerClosed = atom(readStored(CLOSED_KEY, 'local') === '1');

/**
 * Shown by default (spec section 4), hidden where the settings switch the download call off
 * (`mobileApp.downloadAppCtaEnabled`), once closed, and always inside the app's own webview.
 */
export const $appBannerShown = derive([$settings, $config, $appBannerClosed], (settings, config, closed) =>
  Boolean(settings?.features.mobileApp.downloadAppCtaEnabled && !closed && config.context !== 'webview'),
);

/** Closes the banner for good on this device. */
export function closeAppBanner(): void {
  writeStored(CLOSED_KEY, '1', 'local');
  $appBannerClosed.set(true);
}
