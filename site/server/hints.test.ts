import { describe, expect, it } from 'vitest';
import { siteConfig } from '../config';
import { type HintRequest, linkHeader, pageHints, withHints } from './hints';
import type { Chunk, Manifest, SiteData } from './types';

// The page names its texts and chunks up front, so they download beside the runtime.
const chunk = (file: string, more: Omit<Chunk, 'file'> = {}): Chunk => ({
  file: `assets/${file}.js`,
  ...more,
});
const manifest: Manifest = {
  '_locale-fr-core-1.js': chunk('locale-fr-core-1', { name: 'locale-fr-core' }),
  '_locale-nl-core-2.js': chunk('locale-nl-core-2', { name: 'locale-nl-core' }),
  'src/i18n/locales/fr/login.json': chunk('locale-fr-login-3'),
  'src/i18n/locales/nl/login.json': chunk('locale-nl-login-4'),
  'src/i18n/locales/nl/account.json': chunk('locale-nl-account-5'),
  'src/i18n/locales/overrides/nl_BE.json': chunk('locale-nl_BE-6'),
  '_data-7.js': chunk('data-7', { name: 'data' }),
  'src/stores/login.ts': chunk('login-8', {
    imports: ['_data-7.js', '_redirect-9.js', '_runtime-10.js'],
    dynamicImports: ['_waiting-11.js'],
  }),
  '_redirect-9.js': chunk('redirect-9', { imports: ['_runtime-10.js'] }),
  '_runtime-10.js': chunk('runtime-10', { dynamicImports: ['_far-12.js'] }),
  '_waiting-11.js': chunk('waiting-11'),
  '_far-12.js': chunk('far-12'),
  'src/elements/cine-login.ts': chunk('cine-login-13', {
    imports: ['_email-14.js', '_runtime-10.js'],
    dynamicImports: ['_later-15.js'],
  }),
  '_email-14.js': chunk('email-14'),
  '_later-15.js': chunk('later-15'),
  'src/i18n/member-texts.ts': chunk('member-texts-16', {
    dynamicImports: ['src/i18n/locales/fr/footer.json'],
  }),
  'src/i18n/locales/fr/footer.json': chunk('locale-fr-footer-17'),
  '_cine-footer-18.js': chunk('cine-footer-18', { name: 'cine-footer' }),
  'src/i18n/locales/fr/app-banner.json': chunk('locale-fr-app-banner-19'),
  'src/elements/cine-app-banner.ts': chunk('cine-app-banner-20'),
  'src/i18n/locales/fr/user-menu.json': chunk('locale-fr-user-menu-21'),
  'src/elements/cine-user-menu.ts': chunk('cine-user-menu-22'),
};
// Each element's text namespaces (the build reads them from the elements' sources).
const texts = Object.fromEntries(
  ['account', 'login', 'footer', 'app-banner', 'user-menu'].map((name) => [`cine-${name}`, [name]]),
);
const site = siteConfig({
  apiBase: 'http://ch.localhost/api/',
  countries: { CH: { hosts: ['ch.localhost'] } },
});
const data: SiteData = { site, manifest, texts, prerendered: [], entry: 'site/index.html' };
const page = (body: string) =>
  `<html><head><title>x</title><script src="/a.js"></script><script src="/assets/runtime-10.js"></script></head><body>${body}</body></html>`;
type Options = Partial<HintRequest> & { from?: SiteData };
const defaults = { lang: 'fr', country: 'CH', apiBase: 'http://ch.localhost/api/', cookies: '' } as const;
// The hints of `body` at `url` (a country's page without a route language by default), and the hinted page.
const hintsOf = (
  body: string,
  url = 'http://ch.localhost/x.html',
  { from = data, ...options }: Options = {},
) => {
  const request: HintRequest = {
    ...defaults,
    html: page(body),
    url: new URL(url),
    sessionCookie: 'cine_session',
    ...options,
  };
  const hints = pageHints(from, request);
  return {
    hints,
    html: withHints(request.html, hints),
  };
};
const hintsFor = (...args: Parameters<typeof hintsOf>) => hintsOf(...args).html;
const fetches = (html: string) => html.match(/<link rel="preload" as="fetch"[^>]*>/g) ?? [];
// The module preloads' names, in order, as one string: `locale-fr-core-1 data-7`.
const preloaded = (html: string) =>
  [...html.matchAll(/modulepreload" href="\/assets\/([^"]+)\.js"/g)].map((m) => m[1]).join(' ');
const jwt = (exp: number) => `h.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.s`;
const session = (exp: number) =>
  `lang=fr; cine_session=${encodeURIComponent(JSON.stringify({ jwt: jwt(exp) }))}`;

describe('pageHints and withHints', () => {
  it('names the core and element texts of the page language, and the data chunk, before the scripts', () => {
    const html = hintsFor('<cine-login lang="fr"></cine-login>');
    expect(preloaded(html)).toMatch(/^locale-fr-core-1 locale-fr-login-3 data-7 /);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('<script'));
  });

  it("asks a visitor's settings, the elements' chunks and the sign-in's actions up front, chunks after the scripts", () => {
    const html = hintsFor('<cine-login lang="fr"></cine-login>');
    expect(fetches(html)).toEqual([
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://ch.localhost/api/fr/settings">',
    ]);
    expect(html.indexOf('as="fetch"')).toBeLessThan(html.indexOf('<script'));
    // The element's chunk without its lazy parts, then the actions' static imports all the way down and
    // their lazy ones; nothing the page already loads (runtime-10) or named before (data-7).
    expect(preloaded(html)).toMatch(/ data-7 cine-login-13 email-14 login-8 redirect-9 waiting-11$/);
    expect(html.indexOf('login-8.js')).toBeGreaterThan(html.lastIndexOf('<script'));
  });

  it("leaves a member's settings call alone (it carries their bearer) and follows the API base", () => {
    const member = hintsFor('<cine-dashboard></cine-dashboard>', 'http://ch.localhost/fr', {
      cookies: 'cine_session=abc',
    });
    expect(fetches(member)).toEqual([]);
    const elsewhere = hintsFor('<cine-login></cine-login>', undefined, {
      apiBase: 'https://api.example/v1/',
    });
    expect(fetches(elsewhere)[0]).toContain('href="https://api.example/v1/fr/settings"');
  });

  it("asks a live member's orders from the tunnel, with credentials, where the tickets are the screen", () => {
    const live = { cookies: session(Date.now() / 1000 + 3600), tunnel: 'https://tunnel.cine.ch/fr' };
    const orders = 'https://tunnel.cine.ch/fr/customer/ebillet';
    const account = hintsOf('<cine-account></cine-account>', 'http://ch.localhost/fr/e-tickets', live);
    expect(account.hints.fetches).toEqual([{ href: orders, credentials: true }]);
    expect(fetches(account.html)).toEqual([
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${orders}">`,
    ]);
    expect(account.html.indexOf('as="fetch"')).toBeLessThan(account.html.indexOf('<script'));
    // A page of the tickets alone, the tunnel on its own origin: the calls go with credentials all the same.
    const near = { ...live, tunnel: 'http://ch.localhost/tunnel/fr' };
    expect(fetches(hintsFor('<cine-tickets></cine-tickets>', undefined, near))).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="http://ch.localhost/tunnel/fr/customer/ebillet">',
    ]);
    // A visitor has no orders; another screen does not show them; without a tunnel there is nothing to ask.
    const visitor = hintsOf('<cine-tickets></cine-tickets>', undefined, { tunnel: live.tunnel }).hints
      .fetches;
    expect(visitor.map((hint) => hint.href)).toEqual(['http://ch.localhost/api/fr/settings']);
    expect(fetches(hintsFor('<cine-account></cine-account>', 'http://ch.localhost/fr', live))).toEqual([]);
    expect(fetches(hintsFor('<cine-tickets></cine-tickets>', undefined, { cookies: live.cookies }))).toEqual(
      [],
    );
    // An expired session is discarded by the elements, which then ask for nothing.
    const expired = { ...live, cookies: session(Date.now() / 1000 - 60) };
    expect(fetches(hintsFor('<cine-tickets></cine-tickets>', undefined, expired))).toEqual([]);
  });

  it("follows the language, the country's overrides, and the account route's screen", () => {
    const html = hintsFor('<cine-account></cine-account>', 'http://be.localhost/nl/login', {
      lang: 'nl',
      country: 'BE',
    });
    expect(preloaded(html)).toMatch(
      /^locale-nl-core-2 locale-nl-account-5 locale-nl-login-4 locale-nl_BE-6 data-7 /,
    );
  });

  it("hints, after the scripts, only the chrome its code shows: a member's user menu", () => {
    const chrome =
      '<cine-footer></cine-footer><cine-app-banner></cine-app-banner><cine-user-menu></cine-user-menu>';
    const html = hintsFor(`${chrome}<cine-account></cine-account>`, 'http://ch.localhost/fr/login');
    expect(preloaded(html)).toMatch(/^locale-fr-core-1 locale-fr-login-3 data-7 cine-login-13/);
    // Painted from the HTML, the banner's code can wait: its bytes never race the form's on a slow line.
    expect(preloaded(html)).not.toMatch(/cine-app-banner-20|locale-fr-app-banner-19/);
    // Whole in the HTML with working links: the footer, and a visitor's "Se connecter".
    expect(preloaded(html)).not.toMatch(/cine-footer-18|locale-fr-footer-17|cine-user-menu-22/);
    const cookies = 'cine_session=abc';
    const member = preloaded(
      hintsFor(`${chrome}<cine-account></cine-account>`, 'http://ch.localhost/fr/profile', { cookies }),
    );
    expect(member.split(' ')).toEqual(
      expect.arrayContaining(['cine-user-menu-22', 'locale-fr-user-menu-21']),
    );
    expect(member).not.toContain('cine-footer-18');
  });

  it("names the member text map with a member namespace's file, and an element kept in a shared chunk", () => {
    const expected = 'locale-fr-core-1 locale-fr-footer-17 data-7 member-texts-16 cine-footer-18';
    expect(preloaded(hintsFor('<cine-footer lang="fr"></cine-footer>'))).toBe(expected);
    // A build whose entry is not under site/ keys the sources from `../src/`.
    const old = JSON.parse(JSON.stringify(manifest).replaceAll('"src/', '"../src/'));
    const from = { ...data, manifest: old, entry: 'index.html' };
    expect(preloaded(hintsFor('<cine-footer lang="fr"></cine-footer>', undefined, { from }))).toBe(expected);
  });

  it('names no module on a page without our elements', () => {
    expect(preloaded(hintsFor('<html><head></head><body><p>cinema</p></body></html>'))).toBe('');
  });

  it('asks nothing on a page without our elements, and keeps the base path', () => {
    expect(fetches(hintsFor('<p>Hello</p>'))).toEqual([]);
    expect(preloaded(hintsFor('<p>Hello</p>'))).not.toContain('data-7');
    const from = { ...data, site: { ...site, basePath: '/account/' } };
    const html = hintsFor('<cine-account></cine-account>', 'http://ch.localhost/account/fr/login', { from });
    expect(html).toContain('<link rel="modulepreload" href="/account/assets/locale-fr-login-3.js">');
    expect(html).toContain('href="/account/assets/cine-login-13.js"');
  });
});

describe('linkHeader', () => {
  it("puts a member's orders before the texts, as the page's own hints do, with the fetch's mode", () => {
    const live = { cookies: session(Date.now() / 1000 + 3600), tunnel: 'https://tunnel.cine.ch/fr' };
    const { hints } = hintsOf('<cine-account></cine-account>', 'http://ch.localhost/fr/e-tickets', live);
    const links = linkHeader(hints).split(', ');
    expect(links[0]).toBe(
      '<https://tunnel.cine.ch/fr/customer/ebillet>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    expect(links.slice(1).every((link) => link.endsWith('; rel=modulepreload'))).toBe(true);
    expect(linkHeader(hints, 2).split(', ')).toHaveLength(2);
  });
});
