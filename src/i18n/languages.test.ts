import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryFromHost,
  languageOfPath,
  readLanguageCookie,
  resolveLanguage,
  translationKey,
  writeLanguageCookie,
} from './languages';

const base = { isMainSite: false, path: '', navigatorLanguages: [] as string[] };

describe('countryFromHost', () => {
  it.each([
    ['www.cinema.ch', 'CH'],
    ['www.cinema.be', 'BE'],
    ['compte.cinema.sn', 'SN'],
    ['cinema.tn.', 'TN'],
    ['be.localhost', 'BE'],
    ['sn.localhost', 'SN'],
    ['tn.localhost', 'TN'],
    ['ch.localhost', 'CH'],
    ['localhost', 'CH'],
    ['127.0.0.1', 'CH'],
    ['cinema.com', 'CH'],
  ])('%s is %s', (host, country) => {
    expect(countryFromHost(host)).toBe(country);
  });
});

describe('resolveLanguage', () => {
  it('offers the spec languages and defaults per country', () => {
    expect(COUNTRIES.CH).toMatchObject({ languages: ['fr', 'en', 'de'], defaultLanguage: 'de' });
    expect(COUNTRIES.BE).toMatchObject({ languages: ['fr', 'nl', 'en'], defaultLanguage: 'en' });
    expect(COUNTRIES.SN).toMatchObject({ languages: ['fr', 'en'], defaultLanguage: 'fr' });
    expect(COUNTRIES.TN).toMatchObject({ languages: ['fr', 'en'], defaultLanguage: 'fr' });
  });

  it('falls back to the country default with nothing else to go on', () => {
    expect(resolveLanguage({ ...base, country: 'CH' })).toBe('de');
    expect(resolveLanguage({ ...base, country: 'BE' })).toBe('en');
    expect(resolveLanguage({ ...base, country: 'SN' })).toBe('fr');
    expect(resolveLanguage({ ...base, country: 'TN' })).toBe('fr');
  });

  it('takes a valid route value over the cookie and the browser', () => {
    const inputs = { ...base, country: 'BE' as const, cookie: 'fr', navigatorLanguages: ['en-GB'] };
    expect(resolveLanguage({ ...inputs, routeValue: 'nl' })).toBe('nl');
  });

  it('gives an empty language for a route value the country does not offer', () => {
    expect(resolveLanguage({ ...base, country: 'CH', routeValue: 'nl', cookie: 'fr' })).toBe('');
    expect(resolveLanguage({ ...base, country: 'SN', routeValue: 'de' })).toBe('');
    expect(resolveLanguage({ ...base, country: 'TN', routeValue: 'xx' })).toBe('');
  });

  it('uses the country default on the main site when a path is open', () => {
    const inputs = { ...base, country: 'CH' as const, isMainSite: true, cookie: 'fr' };
    expect(resolveLanguage({ ...inputs, path: '/e-tickets' })).toBe('de');
    expect(resolveLanguage({ ...inputs, path: '/' })).toBe('fr');
  });

  it('reads the lang cookie before the browser, if the country offers it', () => {
    const inputs = { ...base, country: 'BE' as const, navigatorLanguages: ['fr-BE'] };
    expect(resolveLanguage({ ...inputs, cookie: 'nl' })).toBe('nl');
    expect(resolveLanguage({ ...inputs, cookie: 'de' })).toBe('fr');
  });

  it('uses the browser language prefix when supported, else the default', () => {
    expect(resolveLanguage({ ...base, country: 'CH', navigatorLanguages: ['fr-CH', 'de'] })).toBe('fr');
    expect(resolveLanguage({ ...base, country: 'SN', navigatorLanguages: ['en-US'] })).toBe('en');
    expect(resolveLanguage({ ...base, country: 'TN', navigatorLanguages: ['ar-TN', 'en'] })).toBe('fr');
    expect(resolveLanguage({ ...base, country: 'BE', navigatorLanguages: ['NL_be'] })).toBe('nl');
  });
});

describe('languageOfPath (the first request is already in the right language)', () => {
  it('finds the language segment of account-site, webview and based paths', () => {
    expect(languageOfPath('/nl/login', 'BE')).toBe('nl');
    expect(languageOfPath('/m/de/fidelity', 'CH')).toBe('de');
    expect(languageOfPath('/account/fr/profile', 'SN')).toBe('fr');
  });

  it('ignores segments the country does not offer, and pages without one', () => {
    expect(languageOfPath('/de/login', 'BE')).toBeUndefined();
    expect(languageOfPath('/marketing.html', 'CH')).toBeUndefined();
    expect(languageOfPath('/', 'TN')).toBeUndefined();
  });
});

describe('language keys and cookie', () => {
  it('builds the translation key as language_COUNTRY', () => {
    expect(translationKey('fr', 'CH')).toBe('fr_CH');
    expect(translationKey('nl', 'BE')).toBe('nl_BE');
  });

  it('writes a secure root-path lang cookie for a year', () => {
    const doc = { cookie: '' } as Document;
    writeLanguageCookie('nl', doc);
    expect(doc.cookie.split('; ').sort()).toEqual([
      'Max-Age=31536000',
      'Path=/',
      'SameSite=Lax',
      'Secure',
      'lang=nl',
    ]);
  });

  it('reads back the lang cookie', () => {
    const doc = { cookie: 'a=1; lang=fr; b=2' } as Document;
    expect(readLanguageCookie(doc)).toBe('fr');
    expect(readLanguageCookie({ cookie: 'a=1' } as Document)).toBeUndefined();
  });
});
