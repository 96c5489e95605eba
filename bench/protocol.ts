// Which protocol the pages really came over: the bench serves HTTP/2 over TLS as
// production CDNs do, since over HTTP/1.1 Chromium opens six connections per host and a page's ~40
// modules load in waves, each paying the emulated latency. Checked once per run, through CDP.
import { createHash, X509Certificate } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import type { TlsPair } from './bare';

/** One response: its CDP resource type (Document, Script ...), protocol (h2, http/1.1), security state. */
export type Seen = { type: string; protocol: string; securityState?: string };

/** "h2 (1 document, 34 script, 2 fetch)", one group per protocol, in the order first seen. */
export function describeProtocols(seen: Seen[]): string {
  if (seen.length === 0) return 'no response seen';
  const byProtocol = new Map<string, Map<string, number>>();
  for (const { type, protocol } of seen) {
    const types = byProtocol.get(protocol) ?? new Map<string, number>();
    types.set(type.toLowerCase(), (types.get(type.toLowerCase()) ?? 0) + 1);
    byProtocol.set(protocol, types);
  }
  return [...byProtocol]
    .map(([protocol, types]) => `${protocol} (${[...types].map(([type, n]) => `${n} ${type}`).join(', ')})`)
    .join(', ');
}

/** The demo's self-signed certificate (demo/server/tls.ts), made once in .demo-data/tls/. */
export async function demoCert(): Promise<TlsPair> {
  // Resolved at run time like serve.ts in run.ts: the demo server is the demo engineer's seam.
  const tlsModule = '../demo/server/tls.ts';
  const { selfSignedCert } = (await import(tlsModule)) as { selfSignedCert(dir: string): TlsPair };
  return selfSignedCert(fileURLToPath(new URL('../.demo-data/tls', import.meta.url)));
}

/**
 * Chromium's flag that trusts this certificate's key, as a CDN's certificate is trusted. Contexts'
 * `ignoreHTTPSErrors` alone lets pages load, but Chromium then refuses service workers ("An SSL
 * certificate error occurred when fetching the script") and would measure a page unlike production.
 */
export function trustFlag(certPem: string): string {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

/** What the header says of the certificate: every https response `secure`, or the fallback. */
export const describeCertificate = (seen: Seen[]): string =>
  seen.length && seen.every((response) => response.securityState === 'secure')
    ? 'trusted (its key pinned by --ignore-certificate-errors-spki-list)'
    : 'NOT trusted, errors ignored: service workers will not register (a demo with another certificate?)';

/** Loads `url` once, unthrottled, in a fresh context, and returns what each response came over. */
export async function protocolsOf(browser: Browser, url: string): Promise<Seen[]> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const seen: Seen[] = [];
    cdp.on('Network.responseReceived', ({ type, response }) => {
      seen.push({ type, protocol: response.protocol ?? 'unknown', securityState: response.securityState });
    });
    await cdp.send('Network.enable');
    await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await tab.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    return seen;
  } finally {
    await context.close();
  }
}
