// The built site (`npm run build:site`, which `npm run build` runs) served by each runtime, as deployed:
// Node (`server/node.mjs`) and workerd (the worker in front of Workers static assets, through Miniflare).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdgeSite } from './edge';

const out = resolve(import.meta.dirname, '../dist-site');
const built = existsSync(join(out, 'site.json'));
if (!built)
  console.log('[site] dist-site/ is not built: `npm run build:site` first; the runtime tests are skipped');

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

async function startNode(port: number) {
  const child = spawn(process.execPath, [join(out, 'server/node.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ready) => child.stdout?.once('data', ready));
  return { url: `http://127.0.0.1:${port}/`, close: async () => void child.kill() };
}

const runtimes = { node: startNode, workerd: (port: number) => startEdgeSite({ out, port }) };

describe.runIf(built).each(Object.keys(runtimes) as (keyof typeof runtimes)[])(
  'the built site on %s',
  (name) => {
    let site: { url: string; close(): Promise<void> };
    // Each request names the country's host, as a visitor's browser does (fetch would not send it).
    const get = (path: string, host = 'ch.localhost', headers: Record<string, string> = {}, method = 'GET') =>
      new Promise<Response>((done, fail) => {
        const url = new URL(path, site.url);
        const sent = request(
          url,
          { method, headers: { ...headers, host: `${host}:${url.port}` } },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () => {
              const head = new Headers();
              for (const [name, value] of Object.entries(answer.headers))
                if (typeof value === 'string') head.set(name, value);
              done(
                new Response(answer.statusCode === 204 ? null : Buffer.concat(chunks), {
                  status: answer.statusCode,
                  headers: head,
                }),
              );
            });
          },
        );
        sent.on('error', fail);
        sent.end();
      });

    beforeAll(async () => {
      site = await runtimes[name](await freePort());
    }, 60_000);
    afterAll(() => site?.close());

    it('answers a prerendered page in the country and language asked for, with a fresh nonce and the strict policy', async () => {
      const first = await get('/fr/login');
      const html = await first.text();
      expect(first.status).toBe(200);
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('shadowrootmode');
      const policy = first.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(policy).toContain("require-trusted-types-for 'script'");
      expect(policy).toContain("connect-src 'self' http://api.ch.localhost:5174");
      expect(html).not.toMatch(
        new RegExp(`<script(?![^>]*nonce="${nonce?.replace(/[+/=]/g, '\\$&')}")(?![^>]*application/json)`),
      );
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      const again = await get('/fr/login');
      expect(again.headers.get('content-security-policy')).not.toBe(policy);
      expect(html).toContain('"apiBase":"http://api.ch.localhost:5174/api/","country":"CH"');
    });

    it('picks the country by host name, and a Belgian page in Dutch', async () => {
      const html = await (await get('/nl/login', 'be.localhost')).text();
      expect(html).toContain('<html lang="nl">');
      expect(html).toContain('"country":"BE"');
    });

    it('gives a frame the client-rendered page, and answers an unknown path with the language’s not-found page', async () => {
      const framed = await (await get('/fr/login', 'ch.localhost', { 'sec-fetch-dest': 'iframe' })).text();
      expect(framed).not.toContain('shadowrootmode');
      const missing = await get('/de/nirgendwo');
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<html lang="de">');
    });

    // Node sends a 103 itself; on Workers the edge turns the page's Link header into one.
    it('gives a navigation its Link entries: in the Link header, and first as a 103 Early Hints on Node', async () => {
      const url = new URL('/fr/login', site.url);
      const early = await new Promise<{ early?: unknown; link?: unknown }>((done, fail) => {
        let info: unknown;
        const headers = { host: `ch.localhost:${url.port}`, 'sec-fetch-mode': 'navigate' };
        const sent = request(url, { headers });
        sent.on('information', (answer) => {
          if (answer.statusCode === 103) info = answer.headers.link;
        });
        sent.on('response', (answer) => {
          answer.resume();
          done({ early: info, link: answer.headers.link });
        });
        sent.on('error', fail);
        sent.end();
      });
      const settings = /<http:\/\/api\.ch\.localhost:5174\/api\/fr\/settings>; rel=preload; as=fetch/;
      expect(String(early.link)).toMatch(settings);
      expect(String(early.link)).toContain('rel=modulepreload');
      if (name === 'node') expect(String(early.early)).toBe(String(early.link));
      else expect(early.early).toBeUndefined();
    });

    it('keeps hashed files a year, the service worker fresh, and the build’s own files private', async () => {
      const page = await (await get('/fr/login')).text();
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1] ?? '';
      expect((await get(asset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const worker = await get('/cine-sw.js');
      expect(worker.status).toBe(200);
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      expect((await get('/_prerender/ch/fr/login.html')).status).toBe(404);
      expect((await get('/fr/login', 'ch.localhost', {}, 'POST')).status).toBe(405);
    });
  },
);
