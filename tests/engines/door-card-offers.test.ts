import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CutDemo, startCutDemo } from './cut-demo';
import { keepDoorTickets } from './flows';
import { count, ENGINE, see, until, withBrowser } from './harness';
import type { Session } from './session';

// The member card and the loyalty offers at the cinema door: kept by the worker while online (the
// door snapshots, Cache Storage), opened with the network gone. A demo of its own behind a relay the
// test cuts: the browser still says online, as a phone with signal and no network does.
const browser = withBrowser();
let demo: CutDemo;
beforeAll(async () => {
  demo = await startCutDemo(6);
});
afterAll(() => demo?.close());
const url = (path: string) => demo.url(path);

const MEMBER = 'member-ch-demo';
const KEPT =
  "return caches.has('cine-account-door').then((has) => has ? caches.open('cine-account-door').then((c) => c.keys()).then((keys) => keys.map((r) => new URL(r.url).pathname)) : []);";
const code = (part: string) => `[part~="${part}"] [part~="qr-code"]`;
const OFFLINE_NOTE = /Vous êtes hors ligne\s?: voici votre page au \d/;

/** Opens `path` online until its code shows and the worker has its snapshot for the member. */
async function keep(s: Session, path: string, part: string) {
  await s.goto(url(path));
  await until(s, async () => (await count(s, code(part))) > 0, `no code in ${part} on ${path}`);
  await until(
    s,
    async () => (await s.run<string[]>(KEPT)).includes(`/__door/${MEMBER}${path}`),
    `no snapshot of ${path} kept`,
  );
}

/** Opens `path` with the network gone: the kept screen says "offline, as of" and its code stays. */
async function opensKept(s: Session, path: string, part: string) {
  await s.goto(url(path));
  await see(s, OFFLINE_NOTE);
  await until(s, async () => (await count(s, code(part))) > 0, `no code in ${part} on ${path} offline`);
  // Once shown, the code stays while the page's scripts try the network (no loading screen in its place).
  const seen: number[] = [];
  for (let i = 0; i < 20; i++) {
    seen.push(await count(s, code(part)));
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  expect(seen.filter((codes) => codes === 0)).toEqual([]);
  await see(s, OFFLINE_NOTE);
  expect(await s.url()).toBe(url(path));
}

describe(`the member card and the offers at the door (${ENGINE})`, () => {
  it('ch/fr: with the network gone (the browser still online), the member card and the loyalty offer open from the kept screens with their QR codes and "offline, as of"', async () => {
    const { s } = browser;
    await keepDoorTickets(s, url(''), 'fr', 'Toutes 6');
    await keep(s, '/fr', 'member-card');
    await keep(s, '/fr/loyalty-program', 'offer');

    demo.cut();
    await opensKept(s, '/fr', 'member-card');
    await opensKept(s, '/fr/loyalty-program', 'offer');

    // The network back, the page is the member's live one: no note, none of the snapshot left.
    demo.restore();
    await s.goto(url('/fr'));
    await until(s, async () => (await count(s, '[data-door]')) === 0, 'the snapshot stayed online');
    await until(s, async () => (await count(s, code('member-card'))) > 0, 'no member card code online');
    expect(await count(s, '[part~="kept-note"]')).toBe(0);
  });
});
