import { Settings } from '../../src/api/contract/settings';
import { buildUrl } from '../../src/api/url';

/**
 * The settings answer a page comes with (features, hosts, cookie names: no member data, the same for
 * everyone in a country and language), so no screen waits for that call. A runtime gives a source;
 * without an answer at hand the page goes as before: its hints start the call, the elements make it.
 */

/** The settings answer's JSON text, and the cookies the API set with it (on the page's own origin). */
export type SettingsAnswer = { json: string; cookies?: string[] };

/**
 * Where a page's settings come from: `url` is the call the elements would make (`{apiBase}{lang}/settings`).
 * A source is asked only for an API on another origin, where a write needs no XSRF cookie, unless it
 * says `ownOrigin`: it then passes on the cookies the API sets (the XSRF cookie the call would bring).
 * Work it starts for later pages is kept alive by `waitUntil` where a response ends its request's
 * work (Workers).
 */
export type SettingsSource = ((
  url: URL,
  page: Request,
  waitUntil?: (work: Promise<unknown>) => void,
) => Promise<SettingsAnswer | undefined>) & { ownOrigin?: boolean };

/** The call the elements would make for the settings: `{apiBase}{lang}/settings`, as they build it. */
export const settingsCall = (apiBase: string, lang: string) =>
  buildUrl({ apiBase, lang, getToken: () => undefined }, 'api', 'settings');

/**
 * The answer's JSON when it is settings by the elements' own contract, or undefined: a page carries
 * only what the elements will take (one they refused would be refused again at each retry).
 */
export async function settingsJson(response: Response): Promise<string | undefined> {
  if (!response.ok || !/json/.test(response.headers.get('content-type') ?? '')) return undefined;
  const text = await response.text();
  try {
    return Settings.safeParse(JSON.parse(text)).success ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The answer's own `max-age`, else `fallback` (milliseconds). */
function lifetime(response: Response, fallback: number): number {
  const maxAge = response.headers.get('cache-control')?.match(/max-age=(\d+)/)?.[1];
  return maxAge === undefined ? fallback : Number(maxAge) * 1000;
}

const RETRY_AFTER = 5_000;

type Kept = { json?: string; until: number; coming?: Promise<void> };

/**
 * The API's settings asked by the server, kept per URL for their lifetime (60 s unless the answer
 * says) and renewed in the background once old; no page waits for them: until a first answer is in,
 * pages go without. After a failure the API is asked again 5 s later; a kept answer serves meanwhile.
 */
export function cachedSettings(options: { ttl?: number; fetch?: typeof fetch } = {}): SettingsSource {
  const { ttl = 60_000, fetch: get = globalThis.fetch } = options;
  const kept = new Map<string, Kept>();
  const renew = (key: string, entry: Kept) => {
    entry.coming ??= get(key, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        const json = await settingsJson(response);
        if (!json) throw new Error('not settings');
        Object.assign(entry, { json, until: Date.now() + lifetime(response, ttl) });
      })
      .catch(() => {
        // An API that failed is asked again in a few seconds, not by every page meanwhile.
        entry.until = Date.now() + RETRY_AFTER;
      })
      .finally(() => {
        entry.coming = undefined;
      });
    return entry.coming;
  };
  return async (url, _page, waitUntil) => {
    const entry = kept.get(url.href) ?? { until: 0 };
    kept.set(url.href, entry);
    if (entry.until <= Date.now() && !entry.coming) {
      const work = renew(url.href, entry);
      waitUntil?.(work);
    }
    return entry.json === undefined ? undefined : { json: entry.json };
  };
}
