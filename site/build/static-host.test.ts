import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../config';
import { staticHostFiles } from './static-host';

const site = siteConfig({
  apiBase: 'https://api.cine.ch/api/',
  basePath: '/account/',
  partnerOrigins: ['https://partner.example'],
  countries: { CH: { hosts: ['compte.cine.ch'], tunnelUrl: 'https://tunnel.cine.ch/{lang}' } },
});

describe('the files a static host reads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-host-'));
  staticHostFiles(dir, site);
  const rules = readFileSync(join(dir, '_headers'), 'utf8').split(/\n(?=\S)/);
  const rule = (path: string) => rules.find((entry) => entry.startsWith(`${path}\n`)) ?? '';

  it('keeps hashed assets a year and puts the strict policy on every page path, not on the worker', () => {
    expect(rule('/account/assets/*')).toContain('Cache-Control: public, max-age=31536000, immutable');
    for (const page of ['/account/', '/account/index.html', '/account/fr', '/account/de/*', '/account/m/*'])
      expect(rule(page)).toMatch(/Content-Security-Policy: default-src 'self'; script-src 'self'; /);
    expect(rule('/account/fr/*')).toContain("connect-src 'self' https://api.cine.ch https://tunnel.cine.ch;");
    expect(rule('/account/fr/*')).toContain("frame-ancestors 'self' https://partner.example");
    // The service worker's script is no page: it gets no page policy.
    expect(rule('/account/*')).not.toContain('Content-Security-Policy');
    expect(rule('/account/nl/*')).toBe('');
  });

  it('keeps robots from the build’s prerendered folder', () => {
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nAllow: /account/\nDisallow: /account/_prerender/\n',
    );
  });
});
