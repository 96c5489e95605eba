import type { MiddlewareHandler } from 'hono';
import type { LanguageCode } from '../../../src/api/contract/common';
import { integratorOrigins } from '../allowed-origins';
import type { ApiEnv } from '../context';
import { countryFromHost, TRUSTED_HOSTS } from '../countries';

/** Sets `country` (from the Host, like production domains), `origin` and the URL's `lang` (API and tunnel). */
export const site: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  c.set('origin', url.origin);
  c.set('country', countryFromHost(url.hostname));
  const lang = /^\/(?:api|tunnel)\/(fr|en|de|nl)\//.exec(url.pathname)?.[1];
  if (lang) c.set('lang', lang as LanguageCode);
  await next();
};

/**
 * True for the demo's own sites on the request's scheme and port, and for the integrators' origins of
 * `DEMO_ALLOWED_ORIGINS` (never an arbitrary origin).
 */
export function isTrustedOrigin(origin: string, requestUrl: string): boolean {
  if (integratorOrigins().includes(origin)) return true;
  try {
    const parsed = new URL(origin);
    const own = new URL(requestUrl);
    return (
      parsed.origin === origin &&
      parsed.protocol === own.protocol &&
      parsed.port === own.port &&
      TRUSTED_HOSTS.includes(parsed.hostname)
    );
  } catch {
    return false;
  }
}
