import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPreloadHints } from './preload-hints';

// Issue 7 point 8: the page names its texts up front, so they download beside the runtime.
const root = mkdtempSync(join(tmpdir(), 'hints-'));
mkdirSync(join(root, '.vite'));
const manifest: Record<
  string,
  { file: string; name?: string; imports?: string[]; dynamicImports?: string[] }
> = {
  '_locale-fr-core-1.js': { file: 'assets/locale-fr-core-1.js', name: 'locale-fr-core' },
  '_locale-nl-core-2.js': { file: 'assets/locale-nl-core-2.js', name: 'locale-nl-core' },
  '../src/i18n/locales/fr/login.json': { file: 'assets/locale-fr-login-3.js' },
  '../src/i18n/locales/nl/login.json': { file: 'assets/locale-nl-login-4.js' },
  '../src/i18n/locales/nl/account.json': { file: 'assets/locale-nl-account-5.js' },
  '../src/i18n/locales/overrides/nl_BE.json': { file: 'assets/locale-nl_BE-6.js' },
  '_data-7.js': { file: 'assets/data-7.js', name: 'data' },
  '../src/stores/login.ts': {
    file: 'assets/login-8.js',
    imports: ['_data-7.js', '_redirect-9.js', '_runtime-10.js'],
    dynamicImports: ['_waiting-11.js'],
  },
  '_redirect-9.js': { file: 'assets/redirect-9.js', imports: ['_runtime-10.js'] },
  '_runtime-10.js': { file: 'assets/runtime-10.js', dynamicImports: ['_far-12.js'] },
  '_waiting-11.js': { file: 'assets/waiting-11.js' },
  '_far-12.js': { file: 'assets/far-12.js' },
  '../src/elements/cine-login.ts': {
    file: 'assets/cine-login-13.js',
    imports: ['_email-14.js', '_runtime-10.js'],
    dynamicImports: ['_later-15.js'],
  },
  '_email-14.js': { file: 'assets/email-14.js' },
  '_later-15.js': { file: 'assets/later-15.js' },
  '../src/i18n/member-texts.ts': {
    file: 'assets/member-texts-16.js',
    dynamicImports: ['../src/i18n/locales/fr/footer.json'],
  },
  '../src/i18n/locales/fr/footer.json': { file: 'assets/locale-fr-footer-17.js' },
  '_cine-footer-18.js': { file: 'assets/cine-footer-18.js', name: 'cine-footer' },
  '../src/i18n/locales/fr/app-banner.json': { file: 'assets/locale-fr-app-banner-19.js' },
  '../src/elements/cine-app-banner.ts': { file: 'assets/cine-app-banner-20.js' },
  '../src/i18n/locales/fr/user-menu.json': { file: 'assets/locale-fr-user-menu-21.js' },
  '../src/elements/cine-user-menu.ts': { file: 'assets/cine-user-menu-22.js' },
};
writeFileSync(join(root, '.vite/manifest.json'), JSON.stringify(manifest));
const hints = createPreloadHints(root, resolve(import.meta.dirname, '../../src/elements'));
const page = (body: string) =>
  `<html><head><title>x</title><script src="/a.js"></script><script src="/assets/runtime-10.js"></script></head><body>${body}</body></html>`;
// The hinted page of `body` at `url` (a country's page without a route language by default).
const hintsFor = (body: string, url = 'http://ch.localhost/x.html', headers = new Headers()) =>
  hints(page(body), new URL(url), headers);
const settingsPreload = (html: string) => html.match(/<link rel="preload" as="fetch"[^>]*>/g) ?? [];
const preloaded = (html: string) =>
  [...html.matchAll(/modulepreload" href="\/assets\/([^"]+)"/g)].map((m) => m[1]);

describe('preload hints', () => {
  it('names the core and element texts of the page language, before the scripts', () => {
    const html = hintsFor('<cine-login lang="fr"></cine-login>');
    expect(preloaded(html).slice(0, 3)).toEqual(['locale-fr-core-1.js', 'locale-fr-login-3.js', 'data-7.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('<script'));
  });

  // Issue 22 point 8: a sign-in pressed at first sight waits for no download after hydration.
  it("asks a visitor's settings, the elements' chunks and the sign-in's actions up front, chunks after the scripts", () => {
    const html = hintsFor('<cine-login lang="fr"></cine-login>');
    expect(settingsPreload(html)).toEqual([
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/fr/settings">',
    ]);
    expect(html.indexOf('as="fetch"')).toBeLessThan(html.indexOf('<script'));
    // The element's chunk first (the account router imports it only once it runs), without its lazy
    // parts; then the action's: static imports all the way down (a modulepreload does not fetch them)
    // and its lazy ones; nothing the page already loads or named before.
    expect(preloaded(html).slice(3)).toEqual([
      'cine-login-13.js',
      'email-14.js',
      'login-8.js',
      'redirect-9.js',
      'waiting-11.js',
    ]);
    expect(html.indexOf('login-8.js')).toBeGreaterThan(html.lastIndexOf('<script'));
  });

  it("leaves a member's settings call alone (it carries their bearer) and follows the page's API base", () => {
    const member = hintsFor(
      '<cine-dashboard></cine-dashboard>',
      'http://ch.localhost/fr',
      new Headers({ cookie: 'lang=fr; cine_session=abc' }),
    );
    expect(settingsPreload(member)).toEqual([]);
    const elsewhere = hintsFor('<cine-login api-base="https://api.example/v1" lang="fr"></cine-login>');
    expect(settingsPreload(elsewhere)[0]).toContain('href="https://api.example/v1/fr/settings"');
  });

  // Issue 30 point 1: on a cold visit the orders leave with the page, not after the runtime and the settings.
  it("asks a member's orders from the tunnel (its cookie, no bearer) where the tickets are the screen", () => {
    const jwt = (exp: number) => `h.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.s`;
    const session = (exp: number) =>
      `lang=fr; cine_session=${encodeURIComponent(JSON.stringify({ jwt: jwt(exp) }))}`;
    const cookie = new Headers({ cookie: session(Date.now() / 1000 + 3600) });
    const orders =
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://ch.localhost/tunnel/fr/customer/ebillet">';
    const site = hintsFor('<cine-account></cine-account>', 'http://ch.localhost/fr/e-tickets', cookie);
    expect(settingsPreload(site)).toEqual([orders]);
    expect(site.indexOf('as="fetch"')).toBeLessThan(site.indexOf('<script'));
    const webview = hintsFor('<cine-tickets lang="fr"></cine-tickets>', 'http://ch.localhost/w.html', cookie);
    expect(settingsPreload(webview)).toEqual([orders]);
    // A visitor has no orders to ask for; another screen of the site does not show them.
    expect(settingsPreload(hintsFor('<cine-tickets lang="fr"></cine-tickets>'))).not.toContain(orders);
    const dashboard = hintsFor('<cine-account></cine-account>', 'http://ch.localhost/fr', cookie);
    expect(settingsPreload(dashboard)).toEqual([]);
    // An expired session is discarded by the elements, which then ask for nothing.
    const expired = new Headers({ cookie: session(Date.now() / 1000 - 60) });
    expect(
      settingsPreload(
        hintsFor('<cine-tickets lang="fr"></cine-tickets>', 'http://ch.localhost/w.html', expired),
      ),
    ).toEqual([]);
  });

  it('follows the route language and the country, and the account route screen', () => {
    const html = hintsFor('<cine-account></cine-account>', 'http://be.localhost/nl/login');
    expect(preloaded(html).slice(0, 5)).toEqual([
      'locale-nl-core-2.js',
      'locale-nl-account-5.js',
      'locale-nl-login-4.js',
      'locale-nl_BE-6.js',
      'data-7.js',
    ]);
  });

  // Issue 30 point 3: the account site's chrome loads once the screen is shown, so its hints come after;
  // only the chrome that shows something once its code runs is hinted at all.
  it("hints, after the scripts, only the chrome its code shows: the banner, and a member's user menu", () => {
    const chrome =
      '<cine-footer></cine-footer><cine-app-banner></cine-app-banner><cine-user-menu></cine-user-menu>';
    const html = hintsFor(`${chrome}<cine-account></cine-account>`, 'http://ch.localhost/fr/login');
    const names = preloaded(html);
    expect(names.slice(0, 3)).toEqual(['locale-fr-core-1.js', 'locale-fr-login-3.js', 'data-7.js']);
    expect(names.indexOf('cine-login-13.js')).toBeLessThan(names.indexOf('cine-app-banner-20.js'));
    for (const banner of ['locale-fr-app-banner-19.js', 'cine-app-banner-20.js'])
      expect(html.indexOf(banner)).toBeGreaterThan(html.lastIndexOf('<script'));
    // Whole in the HTML with working links: the footer, and a visitor's "Se connecter".
    for (const whole of ['cine-footer-18.js', 'locale-fr-footer-17.js', 'cine-user-menu-22.js'])
      expect(names).not.toContain(whole);
    const member = hintsFor(
      `${chrome}<cine-account></cine-account>`,
      'http://ch.localhost/fr/profile',
      new Headers({ cookie: 'cine_session=abc' }),
    );
    expect(preloaded(member)).toEqual(
      expect.arrayContaining(['cine-user-menu-22.js', 'locale-fr-user-menu-21.js']),
    );
    expect(preloaded(member)).not.toContain('cine-footer-18.js');
  });

  it("names the member text map with a member namespace's file, and an element kept in a shared chunk", () => {
    const html = hintsFor('<cine-footer lang="fr"></cine-footer>');
    expect(preloaded(html)).toEqual([
      'locale-fr-core-1.js',
      'locale-fr-footer-17.js',
      'data-7.js',
      'member-texts-16.js',
      'cine-footer-18.js',
    ]);
  });

  it('names nothing on a page without our elements', () => {
    const html = hintsFor('<p>Hello</p>');
    expect(preloaded(html)).toEqual([]);
  });
});
