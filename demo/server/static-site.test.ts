// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLanguage } from './preload-hints';
import { createStaticSite } from './static-site';

let root: string;
let site: ReturnType<typeof createStaticSite>;
const script = `console.log(${JSON.stringify('cine '.repeat(400))});`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cine-site-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>account</title>');
  await writeFile(join(root, 'marketing.html'), '<!doctype html><title>marketing</title>');
  await writeFile(join(root, 'assets', 'app-abc123.js'), script);
  site = createStaticSite(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) =>
  site.serve(new Request(`http://ch.localhost:5173${path}`, { headers }));

describe('production demo site', () => {
  it('serves hashed assets brotli-compressed with a year of immutable cache', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.byteLength).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers account routes and unknown paths with index.html, never cached stale', async () => {
    for (const path of ['/', '/fr/login', '/de/e-tickets', '/no/such/page']) {
      const response = await get(path);
      expect(await response.text()).toContain('<title>account</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    expect(await (await get('/marketing.html')).text()).toContain('marketing');
  });

  it('answers 404 for a missing asset and never leaves the build folder', async () => {
    expect((await get('/assets/gone-123.js')).status).toBe(404);
    const escaped = await get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(await escaped.text()).toContain('<title>account</title>');
  });

  it('compresses ahead of time with warm()', async () => {
    await site.warm();
    const response = await get('/index.html', { 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
  });
});

// Issue 31 point 8: a cache gave a page prerendered in German to a browser asking for English.
it("names Accept-Language and Cookie in Vary on a page whose language follows the visitor's", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cine-vary-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>account</title>');
  await writeFile(join(dir, 'login-only.html'), '<!doctype html><cine-login></cine-login>');
  await writeFile(join(dir, 'german.html'), '<!doctype html><cine-login lang="de"></cine-login>');
  const negotiated = createStaticSite(
    dir,
    undefined,
    undefined,
    (html, url, headers) => pageLanguage(html, url, headers).negotiated,
  );
  const vary = async (path: string) =>
    (await negotiated.serve(new Request(`http://ch.localhost:5173${path}`))).headers.get('vary');
  expect(await vary('/login-only.html')).toBe('Accept-Encoding, Accept-Language, Cookie');
  expect(await vary('/')).toBe('Accept-Encoding, Accept-Language, Cookie');
  // The route or the page names the language: the same page for every visitor.
  expect(await vary('/fr/login')).toBe('Accept-Encoding');
  expect(await vary('/german.html')).toBe('Accept-Encoding');
  await rm(dir, { recursive: true, force: true });
});
