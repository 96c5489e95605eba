import { atom } from 'nanostores';
import { writeCookie } from '../platform/cookies';
import { derive } from '../platform/hydration';
import { $location } from '../platform/navigation';
import { readStored, writeStored } from '../platform/storage';
import { $config } from './config';
import { $settings } from './settings-state';

const CLOSED_KEY = 'cine_app_banner_closed';
/** The same word as a cookie, so the site's server leaves the banner out of the page (site/server/app-banner.ts). */
export const APP_BANNER_CLOSED_COOKIE = CLOSED_KEY;

// A remembered preference the customer asked for: a year, renewed at each visit (exempt from consent
// as a user-interface customisation, as the language is).
const rememberClosed = () => {
  if (typeof document !== 'undefined') writeCookie(APP_BANNER_CLOSED_COOKIE, '1', { days: 365 });
};

/** Closed by the customer on this device (remembered across visits). */
export const $appBannerClosed = atom(false);
// Set after creation: a prerendered banner hydrates open (its HTML), whatever this device remembers.
if (readStored(CLOSED_KEY, 'local') === '1') {
  $appBannerClosed.set(true);
  // Closed before the server heard of it: from the next page on, the HTML comes without it.
  rememberClosed();
}

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
 * door screens, where it would cover the code a member shows. Undefined while the settings are
 * unknown: the banner then stays as the page has it (painted from prerendered HTML, or not yet).
 */
export const $appBannerShown = derive(
  [$settings, $config, $appBannerClosed, $location],
  (settings, config, closed, location) =>
    closed || config.context === 'webview' || isDoorPath(location.pathname, config.basePath)
      ? false
      : settings?.features.mobileApp.downloadAppCtaEnabled,
);

/** Closes the banner for good on this device. */
export function closeAppBanner(): void {
  writeStored(CLOSED_KEY, '1', 'local');
  rememberClosed();
  $appBannerClosed.set(true);
}
