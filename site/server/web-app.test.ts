import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../src/i18n/languages';
import { siteConfig } from '../config';
import { createSiteApp } from './app';
import type { SiteData } from './types';
import { manifestResponse, webAppManifest, webAppTags } from './web-app';

const site = siteConfig({
  apiBase: 'https://api.cine.ch/api/',
  basePath: '/account/',
  brand: 'Pathé',
  countries: {
    CH: { hosts: ['compte.cine.ch'] },
    BE: { hosts: ['compte.cine.be'], languages: ['fr', 'nl'] },
    SN: { hosts: ['compte.cine.sn'] },
    TN: { hosts: ['compte.cine.tn'] },
  },
});
const themes = {
  CH: { color: '#c8102e', background: '#ffffff' },
  BE: { color: '#1f3d7a', background: '#ffffff' },
};
const data: SiteData = { site, manifest: {}, texts: {}, prerendered: [], entry: 'site/index.html', themes };
const ch = site.countries[0] as (typeof site.countries)[number];
const within = (url: string, scope: string) => new URL(url, 'https://x.test/').pathname.startsWith(scope);

describe('webAppManifest', () => {
  for (const { code, languages } of site.countries)
    for (const lang of languages)
      it(`${code}/${lang}: named in its language, starts on the dashboard, everything within the base path`, () => {
        const manifest = webAppManifest({ basePath: '/account/', lang, brand: 'Pathé', theme: themes.CH });
        expect(manifest.lang).toBe(lang);
        expect(manifest.name).toContain('Pathé');
        expect(manifest.short_name.length).toBeLessThanOrEqual(15);
        expect(manifest.description).not.toBe('');
        expect(manifest).toMatchObject({
          id: '/account/',
          start_url: `/account/${lang}`,
          scope: '/account/',
          display: 'standalone',
          dir: 'ltr',
        });
        for (const url of [manifest.start_url, ...manifest.shortcuts.map((s) => s.url)])
          expect(within(url, manifest.scope), url).toBe(true);
        expect(manifest.shortcuts.map((s) => s.url)).toEqual([
          `/account/${lang}/e-tickets`,
          `/account/${lang}`,
        ]);
        expect(new Set(manifest.shortcuts.map((s) => s.name)).size).toBe(2);
      });

  it('offers every icon the platforms ask for, each as any and as maskable, under the base path', () => {
    const { icons } = webAppManifest({ basePath: '/account/', lang: 'fr' });
    for (const purpose of ['any', 'maskable'])
      expect(
        icons.filter((icon) => icon.purpose === purpose).map((icon) => `${icon.sizes} ${icon.type}`),
      ).toEqual(['any image/svg+xml', '192x192 image/png', '512x512 image/png']);
    for (const icon of icons) expect(icon.src).toMatch(/^\/account\/icons\/app-icon[-0-9]*\.(svg|png)$/);
  });

  it('is named after the chain (Cine without a brand) and takes the country’s colours', () => {
    expect(webAppManifest({ basePath: '/', lang: 'de' })).toMatchObject({
      name: 'Mein Cine-Konto',
      short_name: 'Cine-Konto',
    });
    expect(webAppManifest({ basePath: '/', lang: 'fr', theme: themes.BE })).toMatchObject({
      theme_color: '#1f3d7a',
      background_color: '#ffffff',
    });
  });

  it('has its texts in every language the countries speak, the brand in both names', () => {
    for (const lang of new Set(Object.values(COUNTRIES).flatMap((c) => [...c.languages]))) {
      const manifest = webAppManifest({ basePath: '/', lang, brand: 'Pathé' });
      expect(manifest.short_name).toContain('Pathé');
      for (const text of [manifest.description, ...manifest.shortcuts.flatMap((s) => [s.name, s.short_name])])
        expect(text, lang).toMatch(/\p{L}/u);
    }
  });
});

describe('the manifest on the site server', () => {
  const app = createSiteApp({
    data,
    files: { get: async () => undefined, text: async () => undefined },
    settings: null,
  });
  const get = (url: string, method = 'GET') => app.fetch(new Request(url, { method }));

  it('answers {base}{lang}/manifest.webmanifest for the host’s country, as a manifest asked again each time', async () => {
    const response = await get('https://compte.cine.be/account/nl/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toMatchObject({
      lang: 'nl',
      name: 'Mijn Pathé-account',
      theme_color: '#1f3d7a',
    });
    expect(await (await get('https://compte.cine.be/account/nl/manifest.webmanifest', 'HEAD')).text()).toBe(
      '',
    );
  });

  it('has none for a language the country does not offer, nor outside the base path', async () => {
    expect((await get('https://compte.cine.be/account/de/manifest.webmanifest')).status).toBe(404);
    expect((await get('https://compte.cine.ch/de/manifest.webmanifest')).status).toBe(404);
    expect(manifestResponse('/fr/manifest.json', data, ch, new Request('https://x.test/'))).toBe(undefined);
  });

  it('is named in an account page’s head with the iOS icon and the bar’s colour', () => {
    expect(webAppTags('/account/', 'fr', themes.CH)).toBe(
      '<link rel="manifest" href="/account/fr/manifest.webmanifest">' +
        '<link rel="apple-touch-icon" href="/account/icons/apple-touch-icon.png">' +
        '<meta name="theme-color" content="#c8102e">',
    );
  });
});
