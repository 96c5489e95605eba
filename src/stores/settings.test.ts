// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, resetHttp } from '../api/http';
import { fakeFetch, json } from '../api/test-fetch';
import { configure } from './config';
import { $catalogueSettings, $features, $settings, $settingsError, loadSettings } from './settings';
import { settingsFixture } from './test-fixtures';

const bySettingsHost = (catalogue: Response) => (req: { url: string }) =>
  req.url.startsWith('https://www.example.ch/') ? catalogue : json(settingsFixture);

beforeEach(() => {
  resetHttp();
  configureHttp({ tries: 1 });
  configure({ lang: 'fr', country: 'CH' });
  $settings.set(undefined);
  $settingsError.set(undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('loadSettings', () => {
  it('loads once for five elements asking at the same time, then the catalogue settings', async () => {
    const sent = fakeFetch(bySettingsHost(json({ features: { shop: true } })));
    const results = await Promise.all(Array.from({ length: 5 }, () => loadSettings()));
    expect(results.every((settings) => settings === results[0])).toBe(true);
    await loadSettings();
    await vi.waitFor(() => expect($catalogueSettings.get()).toEqual({ features: { shop: true } }));
    expect(sent.map((r) => r.url)).toEqual([
      `${location.origin}/api/fr/settings`,
      'https://www.example.ch/settings?language=fr',
    ]);
    expect($features.get()?.offers.menuDisplayed).toBe(true);
  });

  it('keeps the failure in $settingsError and tries again on the next call', async () => {
    const sent = fakeFetch(json({ errorCode: 'EC-500' }, 500), bySettingsHost(json({}, 404)));
    expect(await loadSettings()).toBeUndefined();
    expect($settingsError.get()).toMatchObject({ status: 500 });
    expect(await loadSettings()).toEqual(settingsFixture);
    expect($settingsError.get()).toBeUndefined();
    // settings, settings again, then the catalogue settings in the background
    await vi.waitFor(() => expect(sent).toHaveLength(3));
  });

  it('loads again for another language', async () => {
    const sent = fakeFetch(bySettingsHost(json({}, 404)));
    await loadSettings();
    configure({ lang: 'de' });
    await loadSettings();
    expect(sent.map((r) => r.url).filter((url) => url.includes('/api/'))).toEqual([
      `${location.origin}/api/fr/settings`,
      `${location.origin}/api/de/settings`,
    ]);
  });
});
