import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPreloadHints } from './preload-hints';

// Issue 7 point 8: the page names its texts up front, so they download beside the runtime.
const root = mkdtempSync(join(tmpdir(), 'hints-'));
mkdirSync(join(root, '.vite'));
const manifest: Record<string, { file: string; name?: string }> = {
  '_locale-fr-core-1.js': { file: 'assets/locale-fr-core-1.js', name: 'locale-fr-core' },
  '_locale-nl-core-2.js': { file: 'assets/locale-nl-core-2.js', name: 'locale-nl-core' },
  '../src/i18n/locales/fr/login.json': { file: 'assets/locale-fr-login-3.js' },
  '../src/i18n/locales/nl/login.json': { file: 'assets/locale-nl-login-4.js' },
  '../src/i18n/locales/nl/account.json': { file: 'assets/locale-nl-account-5.js' },
  '../src/i18n/locales/overrides/nl_BE.json': { file: 'assets/locale-nl_BE-6.js' },
  '_data-7.js': { file: 'assets/data-7.js', name: 'data' },
};
writeFileSync(join(root, '.vite/manifest.json'), JSON.stringify(manifest));
const hints = createPreloadHints(root, resolve(import.meta.dirname, '../../src/elements'));
const page = (body: string) =>
  `<html><head><title>x</title><script src="/a.js"></script></head><body>${body}</body></html>`;
const preloaded = (html: string) =>
  [...html.matchAll(/modulepreload" href="\/assets\/([^"]+)"/g)].map((m) => m[1]);

describe('preload hints', () => {
  it('names the core and element texts of the page language, before the scripts', () => {
    const html = hints(
      page('<cine-login lang="fr"></cine-login>'),
      new URL('http://ch.localhost/x.html'),
      new Headers(),
    );
    expect(preloaded(html)).toEqual(['locale-fr-core-1.js', 'locale-fr-login-3.js', 'data-7.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('<script'));
  });

  it('follows the route language and the country, and the account route screen', () => {
    const html = hints(
      page('<cine-account></cine-account>'),
      new URL('http://be.localhost/nl/login'),
      new Headers(),
    );
    expect(preloaded(html)).toEqual([
      'locale-nl-core-2.js',
      'locale-nl-account-5.js',
      'locale-nl-login-4.js',
      'locale-nl_BE-6.js',
      'data-7.js',
    ]);
  });

  it('names nothing on a page without our elements', () => {
    const html = hints(page('<p>Hello</p>'), new URL('http://ch.localhost/x.html'), new Headers());
    expect(preloaded(html)).toEqual([]);
  });
});
