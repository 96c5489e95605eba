import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from './config';

const valid = {
  apiBase: 'https://api.cine.ch/api',
  countries: { CH: { hosts: ['compte.cine.ch'] } },
};
// The error `siteConfig` throws for `input`, or '' when it passes.
const errorOf = (input: unknown): string => {
  try {
    siteConfig(input, 'site.config.json');
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};
const withCountry = (country: Record<string, unknown>, code = 'CH') => ({
  ...valid,
  countries: { [code]: country },
});

describe('siteConfig', () => {
  it('fills in the defaults of a minimal configuration', () => {
    expect(siteConfig(valid)).toEqual({
      apiBase: 'https://api.cine.ch/api/',
      basePath: '/',
      partnerOrigins: [],
      connectOrigins: [],
      homeUrl: '/',
      sessionCookie: 'cine_session',
      countries: [
        {
          code: 'CH',
          hosts: ['compte.cine.ch'],
          apiBase: 'https://api.cine.ch/api/',
          loyalty: true,
          languages: ['fr', 'en', 'de'],
        },
      ],
    });
  });

  it("keeps a country's own API (with its slash), tunnel, loyalty and languages", () => {
    const site = siteConfig(
      withCountry(
        {
          hosts: ['account.cine.be', 'www.cine.be'],
          apiBase: 'https://api.cine.be/v2',
          tunnelUrl: 'https://tunnel.cine.be/{lang}/',
          loyalty: false,
          languages: ['nl', 'fr'],
        },
        'BE',
      ),
    );
    expect(site.countries).toEqual([
      {
        code: 'BE',
        hosts: ['account.cine.be', 'www.cine.be'],
        apiBase: 'https://api.cine.be/v2/',
        tunnelUrl: 'https://tunnel.cine.be/{lang}',
        loyalty: false,
        languages: ['nl', 'fr'],
      },
    ]);
  });

  it("keeps the chain's name for the home-screen app, and refuses an empty one", () => {
    expect(siteConfig({ ...valid, brand: 'Pathé' }).brand).toBe('Pathé');
    expect(() => siteConfig({ ...valid, brand: '' })).toThrow(/brand: /);
  });

  it('names the source and every wrong field', () => {
    const message = errorOf({
      ...valid,
      apiBase: 'api.cine.ch',
      partnerOrigins: ['https://partner.example', 'https://partner.example/shop'],
      countries: { CH: { hosts: ['https://compte.cine.ch'] } },
    });
    expect(message).toMatch(/^site\.config\.json is not valid:/);
    expect(message).toMatch(/^ {2}apiBase: must be an absolute http\(s\) URL/m);
    expect(message).toMatch(/^ {2}partnerOrigins\[1\]: must be an exact origin/m);
    expect(message).not.toContain('partnerOrigins[0]');
    expect(message).toMatch(/^ {2}countries\.CH\.hosts\[0\]: must be a lower-case host name/m);
  });

  it.each([
    ['a host with a port', withCountry({ hosts: ['compte.cine.ch:8443'] }), 'countries.CH.hosts[0]'],
    ['an upper-case host', withCountry({ hosts: ['Compte.cine.ch'] }), 'countries.CH.hosts[0]'],
    ['no host', withCountry({ hosts: [] }), 'countries.CH.hosts: needs at least one host name'],
    [
      'a partner origin with a path',
      { ...valid, partnerOrigins: ['https://p.example/'] },
      'partnerOrigins[0]',
    ],
    ['a non-http API', { ...valid, apiBase: 'ftp://api.cine.ch/' }, 'apiBase'],
    ['a relative country API', withCountry({ hosts: ['a.ch'], apiBase: '/api/' }), 'countries.CH.apiBase'],
    ['a base path without slashes', { ...valid, basePath: 'account' }, 'basePath: must start and end with /'],
    [
      'a cookie name with a space',
      { ...valid, sessionCookie: 'cine session' },
      'sessionCookie: must be a cookie name',
    ],
    ['an unknown language', withCountry({ hosts: ['a.ch'], languages: ['xx'] }), 'countries.CH.languages[0]'],
    [
      'a language the country does not have',
      withCountry({ hosts: ['a.ch'], languages: ['fr', 'nl'] }),
      'countries.CH.languages: nl is not a language of CH',
    ],
    ['no country at all', { ...valid, countries: {} }, 'countries: needs at least one country'],
    ['no countries field', { apiBase: valid.apiBase }, '  countries: '],
    ['an unknown country', { ...valid, countries: { FR: { hosts: ['a.fr'] } } }, '  countries: '],
    ['no object at all', 'nope', '(root)'],
  ])('rejects %s', (_, input, field) => {
    expect(errorOf(input)).toContain(field);
  });

  it("accepts the repository's own site.config.json", () => {
    const file = join(import.meta.dirname, '..', 'site.config.json');
    const site = siteConfig(JSON.parse(readFileSync(file, 'utf8')), file);
    expect(site.countries.map((country) => country.code)).toEqual(['CH', 'BE', 'SN', 'TN']);
    expect(site.countries.every((country) => country.apiBase.endsWith('/') && country.hosts.length > 0)).toBe(
      true,
    );
  });
});
