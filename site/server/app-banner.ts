import { storePlatform } from '../../src/platform/app-store';
import { cookieValue } from './cookies';

/** The cookie the banner sets when closed (src/stores/app-banner.ts); the store stays out of the server. */
export const APP_BANNER_CLOSED_COOKIE = 'cine_app_banner_closed';

// The prerendered banner, and the preload of its own sheet that the prerender hoisted into the head.
const BANNER = /\s*<cine-app-banner\b[^>]*>[\s\S]*?<\/cine-app-banner>/;
const BANNER_SHEET = /<link rel="preload" as="style" href="[^"]*\/cine-app-banner\.[^"]*\.css">/;

let lastSettings: { json: string; on: boolean } | undefined;

/** Whether a settings answer switches the app banner on (the feature is on by default, spec section 4). */
export function bannerSwitchedOn(json: string): boolean {
  if (lastSettings?.json !== json) {
    let on = true;
    try {
      on = JSON.parse(json).features?.mobileApp?.downloadAppCtaEnabled !== false;
    } catch {
      // Not settings: the elements will refuse them too, and ask again.
    }
    lastSettings = { json, on };
  }
  return lastSettings.on;
}

/**
 * The page with its app banner as it will show, so it never appears late nor moves anything: left out
 * where the settings switch it off or the visitor closed it (the cookie the banner sets), else told
 * which store this device buys from (the other link is hidden from the first paint).
 */
export function withAppBanner(
  html: string,
  request: { settings?: string; cookies: string; userAgent: string },
): string {
  if (!html.includes('<cine-app-banner')) return html;
  const closed = cookieValue(request.cookies, APP_BANNER_CLOSED_COOKIE) === '1';
  if (closed || (request.settings !== undefined && !bannerSwitchedOn(request.settings)))
    return html.replace(BANNER_SHEET, '').replace(BANNER, '');
  const platform = storePlatform(request.userAgent);
  return platform === 'other'
    ? html
    : html.replace('<cine-app-banner', `<cine-app-banner data-platform="${platform}"`);
}
