// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../config';
import { seoHeadTags } from './seo-head';

const site = siteConfig({
  apiBase: 'https://api.cine.ch/api/',
  countries: {
    CH: { hosts: ['compte.cine.ch', 'www.compte.cine.ch'] },
    BE: { hosts: ['compte.cine.be'], languages: ['nl', 'fr'] },
  },
});
const [ch, be] = site.countries as [(typeof site.countries)[0], (typeof site.countries)[0]];
// The head links of the page at `address`, as [rel or hreflang, href] pairs.
const linksOf = (address: string, country = ch, basePath = '/') =>
  [...seoHeadTags({ url: new URL(address), country, basePath }).matchAll(/<link ([^>]+)>/g)].map(
    ([, attrs]) => [
      /hreflang="([^"]+)"/.exec(attrs ?? '')?.[1] ?? /rel="([^"]+)"/.exec(attrs ?? '')?.[1],
      /href="([^"]+)"/.exec(attrs ?? '')?.[1],
    ],
  );

describe('an account page’s links for search engines', () => {
  it('names the page at the country’s first host, and the same page in each of its languages', () => {
    expect(linksOf('http://www.compte.cine.ch:8080/fr/login')).toEqual([
      ['canonical', 'https://compte.cine.ch/fr/login'],
      ['fr', 'https://compte.cine.ch/fr/login'],
      ['en', 'https://compte.cine.ch/en/login'],
      ['de', 'https://compte.cine.ch/de/login'],
      ['x-default', 'https://compte.cine.ch/de/login'],
    ]);
  });

  it('leaves a reset link’s token out of the canonical address', () => {
    expect(linksOf('https://compte.cine.ch/en/reset-password?token=secret')[0]).toEqual([
      'canonical',
      'https://compte.cine.ch/en/reset-password',
    ]);
  });

  it('follows the base path, the webview routes and the languages the country is configured with', () => {
    expect(linksOf('https://compte.cine.be/account/m/fr/fidelity', be, '/account/')).toEqual([
      ['canonical', 'https://compte.cine.be/account/m/fr/fidelity'],
      ['nl', 'https://compte.cine.be/account/m/nl/fidelity'],
      ['fr', 'https://compte.cine.be/account/m/fr/fidelity'],
      // Belgium's default language (English) is not configured: its first one stands for it.
      ['x-default', 'https://compte.cine.be/account/m/nl/fidelity'],
    ]);
  });

  it('keeps a local host’s own origin, as the demo serves', () => {
    expect(linksOf('http://ch.localhost:5173/de')[0]).toEqual(['canonical', 'http://ch.localhost:5173/de']);
  });

  it('names nothing for a path that is no page of a language', () => {
    expect(
      seoHeadTags({ url: new URL('https://compte.cine.ch/fr/nowhere'), country: ch, basePath: '/' }),
    ).toBe('');
    expect(seoHeadTags({ url: new URL('https://compte.cine.ch/'), country: ch, basePath: '/' })).toBe('');
    expect(seoHeadTags({ url: new URL('https://compte.cine.ch/nl/login'), country: ch, basePath: '/' })).toBe(
      '',
    );
  });
});
