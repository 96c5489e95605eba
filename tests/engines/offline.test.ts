import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../demo/server/serve';
import { selfSignedCert } from '../../demo/server/tls';
import { pickPort } from '../setup/free-port';
import { keepDoorTickets } from './flows';
import { count, ENGINE, see, until, withBrowser } from './harness';

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

describe(`e-tickets at the door, offline (${ENGINE})`, () => {
  it('ch/de: opened once online, the e-tickets and their QR codes show again with the network gone', async () => {
    const { s } = browser;
    await keepDoorTickets(s, url(''), 'de', 'Alle 6');
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
