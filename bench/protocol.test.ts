// @vitest-environment node
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { selfSignedCert } from '../demo/server/tls';
import { describeCertificate, describeProtocols, trustFlag } from './protocol';

describe('describeProtocols (the header line of npm run bench)', () => {
  it('counts the responses of each type per protocol, in the order first seen', () => {
    const seen = [
      { type: 'Document', protocol: 'h2' },
      { type: 'Script', protocol: 'h2' },
      { type: 'Script', protocol: 'h2' },
      { type: 'Fetch', protocol: 'http/1.1' },
    ];
    expect(describeProtocols(seen)).toBe('h2 (1 document, 2 script), http/1.1 (1 fetch)');
  });

  it('says when nothing was seen rather than claiming a protocol', () => {
    expect(describeProtocols([])).toBe('no response seen');
  });
});

describe('the certificate (HTTP/2 runs)', () => {
  it('pins the demo certificate key for Chromium, so service workers register as in production', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cine-bench-tls-'));
    try {
      const { cert } = selfSignedCert(dir);
      // Chromium's documented recipe for the flag's value, with the openssl CLI.
      const pin = execSync(
        `openssl x509 -pubkey -noout -in ${join(dir, 'demo-cert.pem')} | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
      )
        .toString()
        .trim();
      expect(trustFlag(cert)).toBe(`--ignore-certificate-errors-spki-list=${pin}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says trusted only when every response was secure', () => {
    expect(describeCertificate([{ type: 'Document', protocol: 'h2', securityState: 'secure' }])).toMatch(
      /^trusted/,
    );
    expect(
      describeCertificate([
        { type: 'Document', protocol: 'h2', securityState: 'secure' },
        { type: 'Script', protocol: 'h2', securityState: 'insecure' },
      ]),
    ).toMatch(/^NOT trusted/);
    expect(describeCertificate([])).toMatch(/^NOT trusted/);
  });
});
