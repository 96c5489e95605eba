// @vitest-environment node
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './serve';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, mode: 'api-only', memory: true });
}, 60_000);
afterAll(() => server.close());

function get(path: string, host: string, address = '127.0.0.1') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: address, port: server.port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('demo server', () => {
  it('serves the API with the country of the Host header, like production domains', async () => {
    const answer = await get('/api/en/settings', `be.localhost:${server.port}`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).features.website.country).toBe('BE');
    expect(JSON.parse(answer.body).allowedOrigins).toEqual([`http://partner.localhost:${server.port}`]);
  });

  it('mounts the catalogue host and answers pages with 404 in api-only mode', async () => {
    const home = await get('/catalogue/nl', `be.localhost:${server.port}`);
    expect(home.body).toContain('<html lang="nl">');
    expect((await get('/nl/login', `be.localhost:${server.port}`)).status).toBe(404);
  });

  it('gives the start URL on localhost', () => {
    expect(server.url).toBe(`http://localhost:${server.port}`);
  });
});
