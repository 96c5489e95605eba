import { describe, expect, it } from 'vitest';
import { siteConfig } from '../config';
import { createSiteApp, type SiteOptions } from './app';
import type { SiteData, SiteFiles } from './types';

const site = siteConfig({
  apiBase: 'https://api.cine.ch/api',
  partnerOrigins: ['https://partner.example', 'https://other.example:8443'],
  connectOrigins: ['https://catalogue.cine.ch'],
  countries: {
    CH: { hosts: ['compte.cine.ch'], tunnelUrl: 'https://tunnel.cine.ch/{lang}' },
    BE: { hosts: ['account.example.org'], apiBase: 'https://api.cine.be/api/' },
  },
});
const data: SiteData = {
  site,
  manifest: {
    'site/index.html': { file: 'assets/index-abc123.js', imports: ['_data-1.js'] },
    '_data-1.js': { file: 'assets/data-1.js', name: 'data' },
    '_locale-fr-core-2.js': { file: 'assets/locale-fr-core-2.js', name: 'locale-fr-core' },
  },
  texts: { 'cine-login': ['login'] },
  prerendered: [
    'ch/fr/login',
    'ch/fr/login-iframe',
    'ch/fr/404',
    'ch/de/login-only',
    'ch/fr/login-only',
    'be/fr/login',
  ].map((page) => `${page}.html`),
  entry: 'site/index.html',
};
const html = (title: string, body = '<cine-account></cine-account>') =>
  `<!doctype html><html><head><title>${title}</title><script type="module" src="/assets/index-abc123.js"></script></head><body>${body}</body></html>`;
// Each prerendered page is titled by its file; a page of its own (login-only.html) shows the sign-in alone.
const ownBody = (path: string) => (path.includes('login-only') ? '<cine-login></cine-login>' : undefined);
const stored = new Map<string, string>([
  ...data.prerendered.map((page): [string, string] => [`/_prerender/${page}`, html(page, ownBody(page))]),
  ['/index.html', html('client')],
  ['/login-only.html', html('login-only', ownBody('login-only'))],
  ['/assets/index-abc123.js', 'export {};'],
  ['/robots.txt', 'User-agent: *'],
  ['/.vite/manifest.json', '{}'],
]);
const files: SiteFiles = {
  get: async (path) => (stored.has(path) ? { body: new TextEncoder().encode(stored.get(path)) } : undefined),
  text: async (path) => stored.get(path),
};
// No settings answer unless a test gives a source: the default one would ask the API over the network.
const app = (options: Partial<SiteOptions> = {}) =>
  createSiteApp({ data, files, settings: null, ...options });
const strictApp = app();
const get = (url: string, headers: Record<string, string> = {}, init: RequestInit = {}, to = strictApp) =>
  to.fetch(new Request(url.startsWith('http') ? url : `https://compte.cine.ch${url}`, { headers, ...init }));
const title = async (response: Response) => (await response.text()).match(/<title>([^<]*)/)?.[1];
const pageConfig = async (response: Response) => {
  const found = (await response.text()).match(/<script[^>]* id="cine-config">([^<]*)<\/script>/)?.[1];
  return found ? JSON.parse(found) : undefined;
};

describe('createSiteApp', () => {
  it('finds the country by configured host name, else by the host, else the first configured', async () => {
    expect(await title(await get('https://account.example.org/fr/login'))).toBe('be/fr/login.html');
    expect(await pageConfig(await get('https://account.example.org/'))).toEqual({
      apiBase: 'https://api.cine.be/api/',
      country: 'BE',
    });
    expect((await pageConfig(await get('https://www.cine.be/')))?.country).toBe('BE');
    expect(await pageConfig(await get('https://cine.sn/'))).toEqual({
      apiBase: 'https://api.cine.ch/api/',
      country: 'CH',
    });
    expect(await title(await get('http://localhost:8080/fr/login'))).toBe('ch/fr/login.html');
  });

  it('answers the prerendered page of the path, or the client-rendered page', async () => {
    const login = await get('/fr/login/');
    expect([login.status, await title(login)]).toEqual([200, 'ch/fr/login.html']);
    for (const path of ['/', '/index.html', '/no/such/page', '/de/login'])
      expect(await title(await get(path))).toBe('client');
  });

  it('gives a frame the client-rendered page of a top-window route, and keeps an -iframe route', async () => {
    const framed = { 'sec-fetch-dest': 'iframe' };
    expect(await title(await get('/fr/login', { 'sec-fetch-dest': 'document' }))).toBe('ch/fr/login.html');
    expect(await title(await get('/fr/login', framed))).toBe('client');
    expect(await title(await get('/fr/login-iframe', framed))).toBe('ch/fr/login-iframe.html');
  });

  it("answers an unknown path under a language with that language's not-found page, status 404", async () => {
    const response = await get('/fr/nowhere/at-all');
    expect(response.status).toBe(404);
    expect(await title(response)).toBe('ch/fr/404.html');
  });

  it('never serves the prerendered folder, a dotfile or a missing asset', async () => {
    for (const path of [
      '/_prerender/ch/fr/login.html',
      '/.vite/manifest.json',
      '/assets/.hidden.js',
      '/assets/gone-1.js',
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it('caches hashed assets for a year, revalidates other files, and allows only GET and HEAD', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await asset.text()).toBe('export {};');
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('no-cache');
    const head = await get('/fr/login', {}, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    const post = await get('/fr/login', {}, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it("injects the country's page config, but not into a page of its own, chosen by the visitor's language", async () => {
    expect(await pageConfig(await get('/fr/login'))).toEqual({
      apiBase: 'https://api.cine.ch/api/',
      country: 'CH',
    });
    const own = await get('/login-only.html', { 'accept-language': 'de-CH,de;q=0.9' });
    expect(await own.clone().text()).not.toContain('cine-config');
    expect(await title(own)).toBe('ch/de/login-only.html');
    expect(own.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie, User-Agent');
    expect(await title(await get('/login-only.html', { cookie: 'lang=fr' }))).toBe('ch/fr/login-only.html');
    expect((await get('/fr/login')).headers.get('vary')).toBe('Accept-Encoding, Cookie, User-Agent');
  });

  it('sends the strict policy with a fresh nonce that every script and module preload carries', async () => {
    const response = await get('/fr/login');
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toMatch(/^[\w+/=]{20,}$/);
    const page = await response.text();
    const tags = page.match(/<script\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(2);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('link')).toContain('</assets/locale-fr-core-2.js>; rel=modulepreload');
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).toMatch(
      /connect-src 'self' https:\/\/api\.cine\.ch https:\/\/tunnel\.cine\.ch https:\/\/catalogue\.cine\.ch(;|$)/,
    );
    expect(policy).toMatch(
      /img-src 'self' data: https:\/\/api\.cine\.ch .*https:\/\/catalogue\.cine\.ch(;|$)/,
    );
    expect(policy).toContain("frame-ancestors 'self' https://partner.example https://other.example:8443");
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    // A member's page (the session cookie sent) is stored by no cache at all.
    const member = await get('/fr/login', { cookie: 'cine_session=%7B%22jwt%22%3A%22a.b.c%22%7D' });
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    const again = (await get('/fr/login')).headers.get('content-security-policy');
    expect(again).not.toContain(`'nonce-${nonce}'`);
  });

  it('makes a page once per kind of visitor: a member after a visitor, then a visitor again, each get their own', async () => {
    const settings = 'https://api.cine.ch/api/fr/settings';
    const member = { cookie: 'cine_session=%7B%22jwt%22%3A%22a.b.c%22%7D' };
    const pages = [await get('/fr/login'), await get('/fr/login', member), await get('/fr/login')];
    const links = pages.map((page) => page.headers.get('link') ?? '');
    // A member's settings call carries their bearer: no preload of it in their page.
    expect(links.map((link) => link.includes(settings))).toEqual([true, false, true]);
    const nonces = pages.map(
      (page) => page.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1],
    );
    expect(new Set(nonces).size).toBe(3);
    for (const [i, page] of pages.entries()) expect(await page.text()).toContain(`nonce="${nonces[i]}"`);
  });

  it("follows the runtime's endpoints and frame ancestors, and sends no policy when not strict", async () => {
    const custom = app({
      endpoints: (url) => ({ apiBase: `${url.origin}/api/` }),
      frameAncestors: () => ['http://partner.localhost:5173'],
    });
    const response = await get('/fr/login', {}, {}, custom);
    expect(response.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' http://partner.localhost:5173",
    );
    expect(await pageConfig(response)).toEqual({ apiBase: 'https://compte.cine.ch/api/', country: 'CH' });
    const lax = await get('/fr/login', {}, {}, app({ strict: () => false }));
    expect(lax.headers.get('content-security-policy')).toBeNull();
    expect(lax.headers.get('cache-control')).toBe('no-cache');
    expect(await lax.text()).not.toContain('nonce=');
  });

  it('an account page carries its settings answer for its language, and its hints no longer start that call', async () => {
    const asked: string[] = [];
    const settings = async (url: URL) => {
      asked.push(url.href);
      return { json: '{"features":{"x":"</script><b>"}}' };
    };
    const withSettings = app({ settings });
    const page = await get('/de/login', { 'accept-language': 'de' }, {}, withSettings);
    const text = await page.text();
    expect(asked).toEqual(['https://api.cine.ch/api/de/settings']);
    expect(text).toContain(
      '<script type="application/json" id="cine-settings" lang="de">{"features":{"x":"\\u003c/script>\\u003cb>"}}</script>',
    );
    expect(page.headers.get('link')).not.toContain('/settings');
    // A page of its own (login-only.html) calls for its settings as any host page does.
    const own = await (await get('/login-only.html', {}, {}, withSettings)).text();
    expect(own).not.toContain('cine-settings');
    expect(asked).toHaveLength(1);
  });

  it('without an answer the page goes as before; on the API’s own origin only a source passing on its cookies is asked', async () => {
    const none = await get('/fr/login', {}, {}, app({ settings: async () => undefined }));
    const text = await none.text();
    expect(text).not.toContain('cine-settings');
    expect(text).not.toContain('\u0001');
    const sameOrigin = { endpoints: (url: URL) => ({ apiBase: `${url.origin}/api/` }) };
    const plain = Object.assign(async () => ({ json: '{}' }), {});
    expect(
      await (await get('/fr/login', {}, {}, app({ ...sameOrigin, settings: plain }))).text(),
    ).not.toContain('cine-settings');
    const passing = Object.assign(async () => ({ json: '{}', cookies: ['XSRF-TOKEN=t; Path=/'] }), {
      ownOrigin: true,
    });
    const page = await get('/fr/login', {}, {}, app({ ...sameOrigin, settings: passing }));
    expect(page.headers.getSetCookie()).toEqual(['XSRF-TOKEN=t; Path=/']);
    expect(await page.text()).toContain('id="cine-settings" lang="fr">{}</script>');
  });
});
