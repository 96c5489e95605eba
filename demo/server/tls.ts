import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A key and certificate in PEM, as `node:https` takes them. */
export type TlsPair = { key: string; cert: string };

/** The names the demo answers to: `localhost` and every country or partner `*.localhost`. */
export const TLS_NAMES = [
  'localhost',
  '*.localhost',
  'ch.localhost',
  'be.localhost',
  'sn.localhost',
  'tn.localhost',
  'partner.localhost',
];

/**
 * A self-signed certificate for the demo's HTTPS mode, made once with the `openssl` CLI in `dir` and
 * kept there (WebKit stores `Secure` cookies only over https, even on localhost: docs/demo.md "HTTPS").
 */
export function selfSignedCert(
  dir: string,
  run: (command: string, args: string[], options: { stdio: 'ignore' }) => unknown = execFileSync,
): TlsPair {
  const key = join(dir, 'demo-key.pem');
  const cert = join(dir, 'demo-cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    const names = TLS_NAMES.map((name) => `DNS:${name}`).join(',');
    run(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '365',
        '-subj',
        '/CN=cine-account demo',
        '-addext',
        `subjectAltName=${names}`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}
