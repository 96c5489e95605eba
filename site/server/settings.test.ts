import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../../src/stores/test-fixtures';
import { cachedSettings, settingsJson } from './settings';

const SETTINGS = JSON.stringify(settingsFixture);
const version = (v: number) => JSON.stringify({ ...settingsFixture, envName: `v${v}` });

const URL_FR = new URL('https://api.cine.ch/api/fr/settings');
const page = new Request('https://compte.cine.ch/fr/login');
const answer = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => {
  vi.useRealTimers();
});

describe('settingsJson', () => {
  it('keeps settings by the contract and refuses errors, other types, other shapes and broken JSON', async () => {
    expect(await settingsJson(answer(SETTINGS))).toBe(SETTINGS);
    expect(await settingsJson(answer('{"malformed":true}'))).toBeUndefined();
    expect(await settingsJson(new Response('{}', { status: 500 }))).toBeUndefined();
    expect(
      await settingsJson(new Response('{}', { headers: { 'content-type': 'text/html' } })),
    ).toBeUndefined();
    expect(await settingsJson(answer('[1]'))).toBeUndefined();
    expect(await settingsJson(answer('{"features":'))).toBeUndefined();
  });
});

describe('cachedSettings', () => {
  it('has nothing for the first page, which starts the call; then serves the kept answer while it lives', async () => {
    const fetch = vi.fn(async () => answer(SETTINGS));
    const source = cachedSettings({ fetch });
    const kept: Promise<unknown>[] = [];
    expect(await source(URL_FR, page, (work) => kept.push(work))).toBeUndefined();
    expect(kept).toHaveLength(1);
    await kept[0];
    expect(await source(URL_FR, page)).toEqual({ json: SETTINGS });
    expect(await source(URL_FR, page)).toEqual({ json: SETTINGS });
    expect(await source(URL_FR, page)).toEqual({ json: SETTINGS });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(URL_FR.href, { headers: { accept: 'application/json' } });
  });

  it('renews an answer past its own max-age in the background, serving the old one meanwhile', async () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date'] });
    let current = 1;
    const fetch = vi.fn(async () => answer(version(current), { 'cache-control': 'max-age=5' }));
    const source = cachedSettings({ fetch });
    await source(URL_FR, page);
    await vi.waitFor(async () => expect(await source(URL_FR, page)).toEqual({ json: version(1) }));
    current = 2;
    vi.setSystemTime(7_000);
    expect(await source(URL_FR, page)).toEqual({ json: version(1) });
    await vi.waitFor(async () => expect(await source(URL_FR, page)).toEqual({ json: version(2) }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps no refused answer, and asks an API that failed again only after 5 s', async () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date'] });
    const failing = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const down = cachedSettings({ fetch: failing });
    const kept: Promise<unknown>[] = [];
    expect(await down(URL_FR, page, (work) => kept.push(work))).toBeUndefined();
    await Promise.all(kept);
    expect(await down(URL_FR, page)).toBeUndefined();
    expect(await down(URL_FR, page)).toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
    vi.setSystemTime(6_001);
    expect(await down(URL_FR, page)).toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(2);
    const refused = cachedSettings({ fetch: async () => answer('{"malformed":true}') });
    await refused(URL_FR, page);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await refused(URL_FR, page)).toBeUndefined();
  });
});
