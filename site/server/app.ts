import { type Context, Hono } from 'hono';
import type { CountryCode } from '../../src/api/contract/common';
import { SETTINGS_BLOCK_ID } from '../../src/api/contract/settings';
import { countryFromHost } from '../../src/i18n/languages';
import { withAppBanner } from './app-banner';
import { cookieValue, liveSession } from './cookies';
import { newNonce } from './csp';
import { pageLanguage } from './language';
import { type MadePage, type PageState, pageMaker, SETTINGS } from './make-page';
import { prerenderedPage } from './pages';
import { cachedSettings, type SettingsSource, settingsCall } from './settings';
import type { SiteData, SiteFiles, StoredFile } from './types';
import { manifestResponse } from './web-app';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  webmanifest: 'application/manifest+json',
  png: 'image/png',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Keeps work going past the response where the runtime would end it (Workers); Node has no such context. */
function keepAlive(c: Context, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // Not on Workers: the work goes on by itself.
  }
}

export type SiteOptions = {
  data: SiteData;
  files: SiteFiles;
  /** Whether a page gets the strict policy with a fresh nonce: always in production (the default). */
  strict?: (request: Request) => boolean;
  /** The API base and tunnel for a request's country, when the runtime decides them (the demo: its own origin). */
  endpoints?: (url: URL, country: CountryCode, lang: string) => { apiBase: string; tunnel?: string };
  /** Origins allowed to frame the pages, when the runtime adds its own to the configuration's. */
  frameAncestors?: () => string[];
  /** Where an account page's settings answer comes from (the API, kept a minute, by default); null for none. */
  settings?: SettingsSource | null;
  /** Sends a page's `Link` entries ahead of it, where the runtime can (a 103 Early Hints on Node). */
  earlyHints?: (c: Context, links: string[]) => void;
};

/** A stored file's answer: its type, a year of cache for hashed `/assets/`, revalidated otherwise. */
export function fileResponse(path: string, file: StoredFile, request: Request): Response {
  const extension = path.match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  const headers = new Headers({
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': /(^|\/)assets\//.test(path) ? IMMUTABLE : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  });
  if (file.encoding) headers.set('Content-Encoding', file.encoding);
  return new Response(request.method === 'HEAD' ? null : (file.body as BodyInit), { headers });
}

/** Pages kept made at most: past it the store starts again, so odd paths cannot fill the memory. */
const MADE_MOST = 2000;

/**
 * The account site as one web-standard handler (`app.fetch(request)`): the country by host name,
 * the language by path, cookie and Accept-Language, the prerendered page (or the client-rendered one
 * in a frame), the page config, preload hints, a fresh nonce with the strict policy, cache headers.
 */
export function createSiteApp(options: SiteOptions): Hono {
  const { data, files } = options;
  const { site } = data;
  const base = site.basePath;
  const prerendered = new Set(data.prerendered);
  const byHost = new Map(site.countries.flatMap((country) => country.hosts.map((host) => [host, country])));
  const countryOf = (hostname: string) =>
    byHost.get(hostname) ??
    site.countries.find((country) => country.code === countryFromHost(hostname)) ??
    site.countries[0];
  const strict = options.strict ?? (() => true);
  const made = new Map<string, MadePage>();
  const makePage = pageMaker(data);
  const settings = options.settings === undefined ? cachedSettings() : options.settings;

  const app = new Hono();

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    if (!url.pathname.startsWith(base) && `${url.pathname}/` !== base) return c.text('Not Found', 404);
    const path = `/${url.pathname.slice(base.length)}`;
    const extension = path.match(/\.([a-z0-9]+)$/)?.[1];
    // The prerendered pages are answered by route, and no dotfile (the build's manifest) is served.
    if (path.startsWith('/_prerender/') || path.includes('/.')) return c.text('Not Found', 404);
    const country = countryOf(url.hostname);
    // The home-screen app's manifest is made for the host's country and the path's language.
    const manifest = country && manifestResponse(path, data, country, request);
    if (manifest) return manifest;
    if (extension && extension !== 'html') {
      const file = await files.get(path, request.headers.get('accept-encoding') ?? '');
      return file ? fileResponse(path, file, request) : c.text('Not Found', 404);
    }
    if (!country) return c.text('No country is configured', 500);
    // A page of its own (login-only.html) is prerendered per language: the one its elements will choose.
    const own = extension === 'html' && path !== '/index.html' ? await files.text(path) : undefined;
    const lang = own === undefined ? undefined : pageLanguage(own, url, request.headers, country.code);
    const chosen = prerenderedPage({
      prerendered,
      country: country.code,
      path,
      framed: request.headers.get('sec-fetch-dest') === 'iframe',
      lang: lang?.lang,
    });
    const raw = chosen
      ? await files.text(`/_prerender/${chosen}`)
      : (own ?? (await files.text('/index.html')));
    if (raw === undefined)
      return c.text(extension === 'html' ? 'Not Found' : 'The site is not built', extension ? 404 : 503);
    const language = lang ?? pageLanguage(raw, url, request.headers, country.code);
    const endpoints = options.endpoints?.(url, country.code, language.lang) ?? {
      apiBase: country.apiBase,
      tunnel: country.tunnelUrl?.replace('{lang}', language.lang),
    };
    const cookies = request.headers.get('cookie') ?? '';
    const settingsUrl =
      own === undefined ? new URL(settingsCall(endpoints.apiBase, language.lang), url) : undefined;
    // On the API's own origin only a source that passes on its cookies may stand for the call.
    const asked =
      settings && settingsUrl && (settings.ownOrigin || settingsUrl.origin !== url.origin)
        ? await settings(settingsUrl, request, (work) => keepAlive(c, work)).catch(() => undefined)
        : undefined;
    const state: PageState = {
      member: cookieValue(cookies, site.sessionCookie) !== undefined,
      live: liveSession(cookies, site.sessionCookie),
      withPolicy: strict(request),
      settings: asked !== undefined,
    };
    const frameAncestors = options.frameAncestors?.() ?? site.partnerOrigins;
    const file = chosen ?? (own === undefined ? '/index.html' : path);
    // What a page is made of depends on these alone: made once, then only the nonce is new.
    const key = [
      file,
      url.origin,
      url.pathname,
      language.lang,
      language.negotiated,
      ...Object.values(state),
      ...frameAncestors,
    ].join('\n');
    let page = made.get(key);
    if (!page) {
      if (made.size >= MADE_MOST) made.clear();
      page = makePage({
        raw,
        own,
        url,
        country,
        lang: language.lang,
        endpoints,
        cookies,
        state,
        frameAncestors,
      });
      made.set(key, page);
    }
    const headers = new Headers({
      'Content-Type': TYPES.html as string,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // The hints, the language and the app banner follow the visitor's cookies and device.
      Vary: `Accept-Encoding, ${language.negotiated ? 'Accept-Language, ' : ''}Cookie, User-Agent`,
      // A member's page names their own calls (the orders' preload): no cache anywhere keeps it.
      'Cache-Control': state.member
        ? 'private, no-store'
        : state.withPolicy
          ? 'private, no-cache'
          : 'no-cache',
    });
    if (page.link) {
      headers.set('Link', page.link);
      options.earlyHints?.(c, page.link.split(', '));
    }
    const nonce = state.withPolicy ? newNonce() : '';
    if (page.policy) headers.set('Content-Security-Policy', page.policy.join(nonce));
    let html = page.html.join(nonce);
    if (asked) {
      for (const cookie of asked.cookies ?? []) headers.append('Set-Cookie', cookie);
      // The elements take it for their first call in this language (src/api/settings.ts).
      const json = asked.json.replace(/</g, '\\u003c');
      html = html.replace(
        SETTINGS,
        `<script type="application/json" id="${SETTINGS_BLOCK_ID}" lang="${language.lang}">${json}</script>`,
      );
    }
    html = withAppBanner(html, {
      settings: asked?.json,
      cookies,
      userAgent: request.headers.get('user-agent') ?? '',
    });
    // A language's not-found page says so in its status, for search engines and link checkers.
    const status = chosen?.endsWith('/404.html') ? 404 : 200;
    return new Response(request.method === 'HEAD' ? null : html, { status, headers });
  });
  app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return app;
}
