import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../demo/server/serve';
import { selfSignedCert } from '../../demo/server/tls';
import { demoAccount } from '../setup/demo';
import { pickPort } from '../setup/free-port';
import { count, dismissPrivacy, ENGINE, see, signInWith, until, waitUrl, withBrowser } from './harness';

const browser = withBrowser();
// A demo of its own: cutting the network is stopping it, which every engine lives through the same way.
let server: RunningServer | undefined;
let port = 0;
beforeAll(async () => {
  // Beside the suite's own demo: ENGINES_PORT + 1 when the run pins its ports.
  port = pickPort(Number(process.env.ENGINES_PORT) + 1 || 0);
  server = await startServer({
    port,
    mode: 'prod',
    memory: true,
    tls: selfSignedCert(join('.demo-data', 'tls')),
  });
});
afterAll(async () => {
  await server?.close();
});
const url = (path: string) => `https://ch.localhost:${port}${path}`;

const KEPT =
  "return new Promise((resolve) => { const open = indexedDB.open('cine-account-tickets'); open.onupgradeneeded = () => open.result.createObjectStore('orders'); open.onsuccess = () => { const c = open.result.transaction('orders').objectStore('orders').count(); c.onsuccess = () => resolve(c.result); }; open.onerror = () => resolve(-1); });";

describe(`e-tickets at the door, offline (${ENGINE})`, () => {
  it('ch/de: opened once online, the e-tickets and their QR codes show again with the network gone', async () => {
    const { s } = browser;
    await s.goto(url('/de/login'));
    await signInWith(s, demoAccount('ch').email, demoAccount('ch').password);
    await waitUrl(s, /\/de$/, 20_000);
    await dismissPrivacy(s);
    await s.goto(url('/de/e-tickets'));
    await see(s, 'Alle 6');
    const worker = await s.run<string>(
      "if (!navigator.serviceWorker) return 'no navigator.serviceWorker'; return Promise.race([navigator.serviceWorker.ready.then(() => 'ready'), new Promise((r) => setTimeout(() => r('not ready after 20 s'), 20000))]);",
    );
    expect(worker, `service worker in ${ENGINE}`).toBe('ready');
    await until(s, async () => (await s.run<number>(KEPT)) === 1, 'the tickets were not kept in IndexedDB');
    await server?.close();
    server = undefined;
    await s.goto(url('/de/e-tickets'));
    // The server is gone but the browser still says online (neither protocol here can set it offline):
    // the kept copy shows with its date while the page keeps trying ("Wird aktualisiert…" / failed).
    await see(s, /Ihre Tickets, Stand \d{2}\.\d{2}\.\d{4}/);
    await see(s, 'Alle 6');
    await until(s, async () => (await count(s, '[part~="order"] [part~="qr-code"]')) > 0, 'no QR code shown');
    // Once shown, the codes stay while the scripts take over from the kept page (no spinner between).
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) {
      seen.push(await count(s, '[part~="order"] [part~="qr-code"]'));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen.filter((codes) => codes === 0)).toEqual([]);
  });
});
