// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type DoorRead,
  dataCalls,
  doorLine,
  doorTime,
  fileOf,
  medianDoorTime,
  pressedRequests,
  since,
} from './door-time';

const read = (over: Partial<DoorRead>): DoorRead => ({
  timeOrigin: 0,
  controlled: false,
  idb: [],
  frames: [],
  marks: [],
  ...over,
});
const script = (source: string, duration: number, layout = 0) => ({ source, invoker: 'x', duration, layout });

describe('dataCalls', () => {
  it('lists the data calls a QR waited on, in the order they left, without the files', () => {
    const calls = dataCalls(
      [
        { path: '/api/fr/accounts/me', start: 2_668.4, end: 3_243 },
        { path: '/assets/define-island-C.js', start: 795, end: 2_244 },
        { path: '/tunnel/fr/customer/ebillet', start: 718, end: 1_345.6 },
        { path: '/api/fr/settings', start: 2_629, end: 3_212 },
        { path: '/assets/locale-fr-core.js', start: 723, end: 1_377 },
        { path: '/catalogue/settings', start: 3_800, end: 4_100 },
      ],
      3_700,
    );
    expect(calls).toEqual([
      '/tunnel/fr/customer/ebillet 718→1346',
      '/api/fr/settings 2629→3212',
      '/api/fr/accounts/me 2668→3243',
    ]);
  });

  it('ends the door line, so the wait on a round trip after the scripts shows', () => {
    const time = doorTime(read({ qrAt: 500 }), { html: 40 }, [
      { path: '/api/fr/settings', start: 10, end: 300 },
    ]);
    expect(doorLine(time)).toMatch(/ \| calls: \/api\/fr\/settings 10→300$/);
  });
});

describe('doorTime', () => {
  it('counts only what started before the QR showed: IndexedDB, script by file, rendering', () => {
    const time = doorTime(
      read({
        qrAt: 1_000,
        idb: [
          { kind: 'open', start: 300, end: 340 },
          { kind: 'get', start: 350, end: 420 },
          { kind: 'put', start: 1_200, end: 1_300 },
        ],
        frames: [
          {
            start: 200,
            duration: 150,
            blocking: 100,
            scripts: [script('https://h/assets/react-1.js?v', 100, 10)],
          },
          {
            start: 800,
            duration: 90,
            blocking: 40,
            scripts: [script('https://h/assets/tickets-2.js', 60), script('', 10)],
          },
          { start: 1_100, duration: 300, blocking: 250, scripts: [script('https://h/late.js', 300)] },
        ],
      }),
      { html: 40, hydrated: 900 },
    );
    expect(time).toMatchObject({
      html: 40,
      hydrated: 900,
      idbStart: 300,
      idbEnd: 420,
      idbRequests: 2,
      scriptMs: 170,
      layoutMs: 10,
      renderMs: 70,
      qr: 1_000,
    });
    expect(time.topScripts).toEqual([
      { file: 'react-1.js', ms: 100 },
      { file: 'tickets-2.js', ms: 60 },
      { file: '(page)', ms: 10 },
    ]);
  });

  it('prints one line, "-" where a phase is missing', () => {
    const line = doorLine(doorTime(read({ qrAt: 500 }), { html: 40 }));
    expect(line).toBe(
      'html 40 | paint - | runtime - | islands - | hydrated - | IndexedDB none | script 0 (layout 0), rendering 0 | QR 500',
    );
  });
});

describe('medianDoorTime', () => {
  it('takes each figure’s median and the top scripts of the median visit', () => {
    const visit = (qr: number, file: string) =>
      doorTime(
        read({
          qrAt: qr,
          frames: [{ start: 0, duration: qr / 2, blocking: 0, scripts: [script(file, qr / 4)] }],
        }),
        {},
      );
    const median = medianDoorTime([visit(1_000, 'a.js'), visit(3_000, 'c.js'), visit(2_000, 'b.js')]);
    expect(median?.qr).toBe(2_000);
    expect(median?.scriptMs).toBe(500);
    expect(median?.topScripts).toEqual([{ file: 'b.js', ms: 500 }]);
    expect(medianDoorTime([])).toBeUndefined();
    expect(fileOf('https://h/x/y.js#z')).toBe('y.js');
  });
});

describe('since a press', () => {
  it('counts from the press: earlier requests left out, frames running at the press kept', () => {
    const door = since(
      read({
        pressedAt: 1_000,
        qrAt: 2_500,
        idb: [
          { kind: 'open', start: 500, end: 600 },
          { kind: 'get', start: 1_500, end: 1_600 },
        ],
        frames: [
          { start: 100, duration: 100, blocking: 0, scripts: [] },
          { start: 950, duration: 100, blocking: 0, scripts: [] },
        ],
      }),
      1_000,
    );
    expect(door.qrAt).toBe(1_500);
    expect(door.idb).toEqual([{ kind: 'get', start: 500, end: 600 }]);
    expect(door.frames.map((f) => f.start)).toEqual([-50]);
  });

  it('lists each API call and the other files as one span', () => {
    expect(
      pressedRequests([
        { path: '/api/fr/login', start: 20.2, end: 850 },
        { path: '/assets/a.js', start: 980, end: 1_100 },
        { path: '/api/fr/client', start: 860, end: 1_400 },
        { path: '/assets/b.js', start: 990, end: 1_220 },
      ]),
    ).toEqual(['/api/fr/login 20→850', '/api/fr/client 860→1400', '2 files 980→1220']);
    expect(pressedRequests([])).toEqual([]);
  });
});
