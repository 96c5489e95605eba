/** Cookie the API sets for the double-submit XSRF check (spec section 7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header that echoes the XSRF cookie on same-origin non-GET requests. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Header carrying `settings.paramsUrls.mobileAppsApiKey` on mobile-host calls. */
export const MOBILE_KEY_HEADER = 'X-Api-Key';
/** Client-only request header: clears the cached GET entry; never sent to the server. */
export const RESET_CACHE_HEADER = 'reset';
