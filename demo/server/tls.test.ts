// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './serve';
import { selfSignedCert } from './tls';

const dir = mkdtempSync(join(tmpdir(), 'cine-tls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('demo HTTPS (DEMO_HTTPS=1)', () => {
  it('makes a certificate once and serves the API over https with it', async () => {
    const pair = selfSignedCert(dir);
    expect(pair.cert).toContain('BEGIN CERTIFICATE');
    expect(selfSignedCert(dir, () => '')).toEqual(pair);
    const server = await startServer({ port: 0, mode: 'api-only', memory: true, tls: pair });
    try {
      expect(server.url).toBe(`https://localhost:${server.port}`);
      const answer = await new Promise<{ status: number; cookie: string }>((resolve, reject) => {
        const options = {
          host: '127.0.0.1',
          port: server.port,
          path: '/api/en/settings',
          rejectUnauthorized: false,
        };
        const req = request({ ...options, headers: { host: `ch.localhost:${server.port}` } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, cookie: String(res.headers['set-cookie']) });
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer.status).toBe(200);
      // Production's flags (design.md section 6), which WebKit keeps only over https.
      expect(answer.cookie).toMatch(/XSRF-TOKEN=.*Secure.*SameSite=None|XSRF-TOKEN=.*SameSite=None.*Secure/);
    } finally {
      await server.close();
    }
  }, 60_000);
});
