import { ApiError, SERVER_ERROR_CODE } from './api-error';
import { MOBILE_KEY_HEADER, XSRF_COOKIE, XSRF_HEADER } from './contract/headers';

/** Which host a call goes to: the chain API, or one of the hosts from `settings.paramsUrls`. */
export type ApiHost = 'api' | 'catalogue' | 'mobile' | 'tunnel';

/** What the URL rules need from the context (a subset of ApiContext). */
export type UrlContext = {
  apiBase: string;
  lang: string;
  getToken(): string | undefined;
  hosts?: { catalogue?: string; mobile?: string; mobileKey?: string; tunnel?: string };
};

export type Query = Record<string, string | number | boolean | undefined>;

const trimSlashes = (value: string) => value.replace(/^\/+|\/+$/g, '');

/** `{apiBase}{lang}/{path}`; a path that starts with `api/` is rewritten to host + language + rest. */
function apiUrl(ctx: UrlContext, path: string): string {
  const base = ctx.apiBase.endsWith('/') ? ctx.apiBase : `${ctx.apiBase}/`;
  const rest = trimSlashes(path).replace(/^api(\/|$)/, '');
  return `${base}${ctx.lang}/${rest}`;
}

function hostUrl(ctx: UrlContext, host: Exclude<ApiHost, 'api'>, path: string): string {
  const base = ctx.hosts?.[host];
  // Spec section 7: tunnel calls wait for the tunnel URL; a missing host is a caller bug, not a 404.
  if (!base) throw new ApiError(SERVER_ERROR_CODE, { description: `No ${host} host yet` });
  return `${base.replace(/\/+$/, '')}/${trimSlashes(path)}`;
}

function withQuery(url: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** The full URL of a call, with the `language` parameter on catalogue (except backdrops) and mobile calls. */
export function buildUrl(ctx: UrlContext, host: ApiHost, path: string, query: Query = {}): string {
  if (host === 'api') return withQuery(apiUrl(ctx, path), query);
  const url = hostUrl(ctx, host, path);
  const addLanguage = host === 'mobile' || (host === 'catalogue' && !/backdrop/i.test(path));
  return withQuery(url, addLanguage ? { ...query, language: ctx.lang } : query);
}

/** True for relative URLs and URLs on this page's origin: the only ones that get the XSRF header. */
export function isSameOrigin(url: string): boolean {
  if (typeof location === 'undefined') return !/^[a-z][a-z\d+.-]*:|^\/\//i.test(url);
  try {
    return new URL(url, location.origin).origin === location.origin;
  } catch {
    return false;
  }
}

/** The XSRF-TOKEN cookie the API set, if any answer brought it yet. */
export function readXsrfCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${XSRF_COOKIE}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** Headers the spec's cross-cutting rules add: bearer, XSRF on same-origin writes, the mobile key. */
export function authHeaders(
  ctx: UrlContext,
  host: ApiHost,
  method: string,
  url: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = ctx.getToken();
  // Spec section 7: the bearer goes to the API, catalogue and mobile hosts, never elsewhere.
  if (token && host !== 'tunnel') headers.Authorization = `Bearer ${token}`;
  if (host === 'mobile' && ctx.hosts?.mobileKey) headers[MOBILE_KEY_HEADER] = ctx.hosts.mobileKey;
  if (method !== 'GET' && isSameOrigin(url)) {
    const xsrf = readXsrfCookie();
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  return headers;
}
