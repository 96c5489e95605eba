import { scriptPolicy } from './trusted-types';

/**
 * Registers the account site's service worker (Workbox, built with the site) so the e-tickets page
 * opens with the network gone, then asks it to keep `warmUrls` (Workbox's `CACHE_URLS` message: the
 * page fetched them before the worker was there to see it). Without service worker support, or
 * without the file, it does nothing.
 */
export async function registerOfflineWorker(
  url: string,
  scope: string,
  warmUrls: string[] = [],
): Promise<void> {
  if (!url || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    // Under Trusted Types the worker's URL must come through a policy; it is our own built file.
    await navigator.serviceWorker.register(scriptPolicy()?.createScriptURL(url) ?? url, { scope });
    const ready = await navigator.serviceWorker.ready;
    ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: warmUrls } });
  } catch {
    // No worker: the page works online as before.
  }
}
