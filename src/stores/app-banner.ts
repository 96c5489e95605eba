import { atom } from 'nanostores';
import { derive } from '../platform/hydration';
import { $location } from '../platform/navigation';
import { readStored, writeStored } from '../platform/storage';
import { $config } from './config';
import { $settings } from './settings-state';

const CLOSED_KEY = 'cine_app_banner_closed';

/** Closed by the customer on this device (remembered across visits). */
export const $appBannerClosed = atom(readStored(CLOSED_KEY, 'local') === '1');

// The screens a member holds up at the cinema door (`/fr`, `/fr/e-tickets`, `/fr/loyalty-program`),
// by their paths (platform/paths.ts): importing those here grew the login page's shared chunk.
const DOOR = /^\/[a-z]{2}(?:\/(?:e-tickets|loyalty-program)?)?\/?$/;

/** Whether a path is a door screen of the account site under its base path: no banner lies over its codes. */
export function isDoorPath(pathname: string, basePath: string): boolean {
  const base = basePath.replace(/^\/*|\/*$/g, '');
  const path = base ? pathname.slice(base.length + 1) : pathname;
  return (!base || pathname.startsWith(`/${base}/`)) && DOOR.test(path);
}

/**
 * Shown by default (spec section 4), hidden where the settings switch the download call off
 * (`mobileApp.downloadAppCtaEnabled`), once closed, always inside the app's own webview, and on the
 * door screens, where it would cover the code a member shows.
 */
export const $appBannerShown = derive(
  [$settings, $config, $appBannerClosed, $location],
  (settings, config, closed, location) =>
    Boolean(
      settings?.features.mobileApp.downloadAppCtaEnabled &&
        !closed &&
        config.context !== 'webview' &&
        !isDoorPath(location.pathname, config.basePath),
    ),
);

/** Closes the banner for good on this device. */
export function closeAppBanner(): void {
  writeStored(CLOSED_KEY, '1', 'local');
  $appBannerClosed.set(true);
}
