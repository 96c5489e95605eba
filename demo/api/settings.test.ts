// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CatalogueSettings, CinemasResponse, PreferencesResponse, Settings } from '../../src/api/contract';
import { setupDemoApi } from './test-setup';

const api = setupDemoApi();

describe('GET settings', () => {
  it.each([
    ['ch.localhost:5173', 'CH', ['fr', 'en', 'de'], '^\\d{4}$', true],
    ['be.localhost:5173', 'BE', ['fr', 'nl', 'en'], '^\\d{4}$', true],
    ['sn.localhost:5173', 'SN', ['fr', 'en'], '^\\d{5}$', false],
    ['tn.localhost:5173', 'TN', ['fr', 'en'], '^\\d{4}$', false],
  ])(
    'on %s answers the %s settings, valid against the contract',
    async (host, country, languages, zip, wallet) => {
      const answer = await api.call('GET', '/api/fr/settings', { host });
      expect(answer.status).toBe(200);
      const settings = Settings.parse(answer.json);
      expect(settings.features.website.country).toBe(country);
      expect(settings.languages.map((entry) => entry.code)).toEqual(languages);
      expect(settings.validators.zipCode).toBe(zip);
      expect(settings.features.mobileApp.walletEnabled).toBe(wallet);
      expect(settings.paramsUrls.sharedDomain).toBe(host.split(':')[0]);
      expect(settings.paramsUrls.catalogueUrl).toBe(`http://${host}/catalogue`);
      expect(settings.captcha).toEqual({ provider: 'dev', publicKey: 'dev-public-key', invisible: false });
    },
  );

  it('sets each feature flag differently per country, so every state shows somewhere', async () => {
    const flags = async (host: string) =>
      Settings.parse((await api.call('GET', '/api/fr/settings', { host })).json).features;
    const [ch, be, sn, tn] = await Promise.all(
      ['ch', 'be', 'sn', 'tn'].map((country) => flags(`${country}.localhost:5173`)),
    );
    expect([ch, be, sn, tn].map((f) => f?.offers.menuDisplayed)).toEqual([true, true, false, false]);
    expect([ch, be, sn, tn].map((f) => f?.subscription?.passEnabled)).toEqual([true, true, false, false]);
    expect([ch, be, sn, tn].map((f) => f?.displayMyPrivacy)).toEqual([true, true, true, false]);
    expect([ch, be, sn, tn].map((f) => f?.minimumAgeSubscription)).toEqual([16, 13, 15, 18]);
  });

  it('carries harmless injections of each kind the spec allows, so the injection path runs', async () => {
    const settings = Settings.parse(
      (await api.call('GET', '/api/en/settings', { host: 'ch.localhost:5173' })).json,
    );
    expect(settings.injections.map((entry) => entry.element).sort()).toEqual(['meta', 'meta', 'script']);
    expect(settings.injections.some((entry) => entry.inNoScript)).toBe(true);
  });

  it('beside the site (api.be.localhost), answers that country, the shared cookie domain and its own hosts', async () => {
    const host = 'api.be.localhost:5174';
    const settings = Settings.parse((await api.call('GET', '/api/nl/settings', { host })).json);
    expect(settings.features.website.country).toBe('BE');
    expect(settings.paramsUrls.sharedDomain).toBe('be.localhost');
    expect(settings.paramsUrls.tunnelUrl).toBe(`http://${host}/tunnel/nl`);
    expect(settings.paramsUrls.catalogueUrl).toBe(`http://${host}/catalogue`);
  });

  it('falls back to CH for plain localhost and other hosts', async () => {
    for (const host of ['localhost:5173', '127.0.0.1:5173', 'partner.localhost:5173']) {
      const answer = await api.call('GET', '/api/de/settings', { host });
      expect(answer.json.features.website.country).toBe('CH');
    }
  });

  it('allows only the partner site on the request port as an embedding origin', async () => {
    const answer = await api.call('GET', '/api/en/settings', { host: 'be.localhost:6100' });
    expect(answer.json.allowedOrigins).toEqual(['http://partner.localhost:6100']);
    expect(JSON.stringify(answer.json)).not.toContain('evil');
  });

  it('answers with the country default when the language is not offered there', async () => {
    const answer = await api.call('GET', '/api/nl/settings', { host: 'sn.localhost:5173' });
    expect(answer.json.language).toBe('fr');
  });

  it('has no route for an unknown language', async () => {
    const answer = await api.call('GET', '/api/es/settings');
    expect(answer.status).toBe(404);
  });
});

describe('reference data', () => {
  it('lists five to eight cinemas per country', async () => {
    for (const host of ['ch.localhost', 'be.localhost', 'sn.localhost', 'tn.localhost']) {
      const { cinemas } = CinemasResponse.parse((await api.call('GET', '/api/fr/cinemas', { host })).json);
      expect(cinemas.length).toBeGreaterThanOrEqual(5);
      expect(cinemas.length).toBeLessThanOrEqual(8);
      expect(cinemas.every((cinema) => cinema.id.startsWith(host.slice(0, 2)))).toBe(true);
    }
  });

  it('labels newsletters in the request language', async () => {
    const answer = PreferencesResponse.parse((await api.call('GET', '/api/de/preferences')).json);
    expect(answer.newsletters[0]?.label).toBe('Das Wochenprogramm');
  });

  it('serves the catalogue settings and a catalogue home page per language', async () => {
    const settings = await api.call('GET', '/catalogue/settings?language=nl', { host: 'be.localhost' });
    expect(CatalogueSettings.parse(settings.json).features.language).toBe('nl');
    const home = await api.call('GET', '/catalogue/de');
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(home.text).toContain('<html lang="de">');
    expect(home.text).toContain('href="/de"');
  });

  it('links back to the site a member came from on another origin, never to an origin it does not trust', async () => {
    const host = 'api.ch.localhost:5174';
    const from = (referer: string) => api.call('GET', '/catalogue/fr', { host, headers: { referer } });
    process.env.DEMO_ALLOWED_ORIGINS = 'http://ch.localhost:8080';
    try {
      expect((await from('http://ch.localhost:8080/fr')).text).toContain(
        'href="http://ch.localhost:8080/fr"',
      );
      expect((await from('http://evil.localhost:8080/fr')).text).toContain('href="/fr"');
    } finally {
      delete process.env.DEMO_ALLOWED_ORIGINS;
    }
  });

  it('answers the legal page its settings link to, in the language asked', async () => {
    const settings = Settings.parse(
      (await api.call('GET', '/api/de/settings', { host: 'api.ch.localhost' })).json,
    );
    const link = new URL(settings.legal?.privacyUrl ?? '');
    const page = await api.call('GET', `${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).toContain('<h1>Datenschutzerklärung (Demo)</h1>');
  });
});
