// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { request as http1Request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './serve';
import { selfSignedCert } from './tls';

// A build of two pages and one prerendered route, so the test needs no `npm run build`.
const built = mkdtempSync(join(tmpdir(), 'cine-h2-'));
const PRERENDERED = '<!doctype html><html lang="fr"><title>Connexion</title><cine-login>prerendered';
mkdirSync(join(built, '_prerender', 'ch', 'fr'), { recursive: true });
mkdirSync(join(built, '.vite'));
writeFileSync(join(built, '.vite', 'manifest.json'), '{}');
// What the build tells the site server: the configuration, no chunks, the one prerendered page.
const site = {
  apiBase: 'http://ch.localhost/api/',
  basePath: '/',
  partnerOrigins: [],
  homeUrl: '/',
  sessionCookie: 'cine_session',
};
const country = {
  code: 'CH',
  hosts: ['ch.localhost'],
  apiBase: 'http://ch.localhost/api/',
  loyalty: true,
  languages: ['fr'],
};
writeFileSync(
  join(built, '.vite', 'site.json'),
  JSON.stringify({
    site: { ...site, countries: [country] },
    manifest: {},
    texts: {},
    prerendered: ['ch/fr/login.html'],
    entry: 'site/index.html',
  }),
);
writeFileSync(join(built, 'index.html'), '<!doctype html><title>client-rendered</title>');
writeFileSync(join(built, 'catalogue.html'), '<!doctype html><title>catalogue</title>');
writeFileSync(join(built, '_prerender', 'ch', 'fr', 'login.html'), PRERENDERED);

let server: RunningServer;
beforeAll(async () => {
  const tls = selfSignedCert(join(built, 'tls'));
  server = await startServer({ port: 0, mode: 'prod', memory: true, built, tls, http2: true });
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(built, { recursive: true, force: true });
});

type Answer = { headers: IncomingHttpHeaders; body: Buffer };

// One request over an HTTP/2 session, as the bench's Chromium makes it (`:authority` instead of Host).
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const session = connect(`https://127.0.0.1:${server.port}`, { rejectUnauthorized: false });
  return new Promise<Answer>((resolve, reject) => {
    session.on('error', reject);
    const stream = session.request({
      ':path': path,
      ':authority': `ch.localhost:${server.port}`,
      ...headers,
    });
    const chunks: Buffer[] = [];
    let answered: IncomingHttpHeaders = {};
    stream.on('response', (received) => (answered = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ headers: answered, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end();
  }).finally(() => session.close());
}

describe('demo over HTTP/2 (DEMO_HTTP2=1, the bench)', () => {
  it('serves the prerendered page of the host country, compressed, over h2', async () => {
    const page = await get('/fr/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers[':status']).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(page.body).toString()).toContain(PRERENDERED);
    expect(server.url).toBe(`https://localhost:${server.port}`);
  });

  it('answers the embedded API by the country of :authority, with its cookies', async () => {
    const settings = await get('/api/fr/settings');
    expect(settings.headers[':status']).toBe(200);
    expect(JSON.parse(settings.body.toString()).features.website.country).toBe('CH');
    expect(String(settings.headers['set-cookie'])).toMatch(/XSRF-TOKEN=.*Secure/);
  });

  it('rewrites the catalogue home to its page, as over HTTP/1.1', async () => {
    const home = await get('/catalogue/fr');
    expect(home.headers[':status']).toBe(200);
    expect(home.body.toString()).toContain('<title>catalogue</title>');
  });

  it('still answers HTTP/1.1 on the same port, for clients that do not offer h2', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const options = { host: '127.0.0.1', port: server.port, path: '/fr/login', rejectUnauthorized: false };
      const req = http1Request({ ...options, headers: { host: `ch.localhost:${server.port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  });
});

it('refuses HTTP/2 without TLS: browsers speak h2 only over TLS', async () => {
  await expect(startServer({ port: 0, mode: 'api-only', memory: true, http2: true })).rejects.toThrow(/tls/);
});
