import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_SESSION, SESSION_JWT, secondsLeft } from '../setup/aged-session';
import { type CutDemo, startCutDemo } from './cut-demo';
import { keepDoorTickets, keptOrders } from './flows';
import { count, ENGINE, see, until, withBrowser } from './harness';

// At the cinema door hours after signing in: the token is past its life (1 h) and margin (2 h), the
// network gone. A demo of its own, whose API clock moves back to issue the member's token 4 h ago,
// behind a relay the test cuts.
const HOUR = 3_600_000;
const browser = withBrowser();
let demo: CutDemo;
beforeAll(async () => {
  demo = await startCutDemo(3);
});
afterAll(() => demo?.close());
const url = (path: string) => demo.url(path);

const CODES = '[part~="order"] [part~="qr-code"]';

describe(`the door past the token's life (${ENGINE})`, () => {
  it('ch/fr: with the network gone the member keeps their codes', async () => {
    const { s } = browser;
    await keepDoorTickets(s, url(''), 'fr', 'Toutes 6');
    demo.shift = -4 * HOUR;
    const aged = await s.run<string>(AGE_SESSION).finally(() => {
      demo.shift = 0;
    });
    expect(secondsLeft(aged)).toBeLessThan(-3 * 3600 + 60);

    demo.cut();
    await s.goto(url('/fr/e-tickets'));
    // Online as far as the browser knows: "Vos billets au …, mise à jour…" while the page keeps trying.
    await see(s, /[Vv]os billets au \d/);
    await until(s, async () => (await count(s, CODES)) > 0, 'no QR code shown');
    // The codes stay: no sign-in page that cannot load, no deletion of what the door needs.
    const seen: number[] = [];
    for (let i = 0; i < 20; i++) {
      seen.push(await count(s, CODES));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen.filter((codes) => codes === 0)).toEqual([]);
    expect(await s.url()).toBe(url('/fr/e-tickets'));
    expect(await keptOrders(s)).toBe(1);
  });

  it('ch/fr: back online, the session is renewed and the page is live', async () => {
    const { s } = browser;
    // The network back, the member opens the page again: the session is renewed, the page live.
    demo.restore();
    await s.goto(url('/fr/e-tickets'));
    await until(
      s,
      async () => secondsLeft(await s.run<string>(SESSION_JWT)) > 3000,
      'the session was not renewed',
    );
    await until(s, async () => (await count(s, CODES)) > 0, 'no QR code shown once online');
    expect(await s.url()).toBe(url('/fr/e-tickets'));
  });
});
