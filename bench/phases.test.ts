// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { medianPhases, type ProbeRead, phaseLine, phasesOf } from './phases';

const frame = (read: Partial<ProbeRead>): ProbeRead => ({
  timeOrigin: 1_000,
  prerendered: 0,
  shifts: [],
  longTasks: 0,
  longTaskMs: 0,
  quietSince: 0,
  resources: [],
  ...read,
});
const at = (path: string, start: number, end: number) => ({ name: `http://ch.localhost${path}`, start, end });

describe('phasesOf', () => {
  it('reads the top page: HTML, first paint, runtime, islands, settings, texts, field and form', () => {
    const top = frame({
      htmlAt: 40,
      firstPaint: 90,
      execAt: 300,
      prerendered: 2,
      hydratedAt: 420,
      paintedAt: 95,
      readyAt: 430,
      resources: [
        at('/assets/define-island-abc.js', 50, 250),
        at('/assets/locale-fr-login-abc.js', 45, 120),
        at('/api/fr/settings', 310, 380),
        at('/assets/late-chunk.js', 500, 600),
        at('/assets/locale-fr-profile-abc.js', 700, 760),
      ],
    });
    expect(phasesOf([top])).toEqual({
      html: 40,
      paint: 90,
      runtime: 250,
      islands: 300,
      hydrated: 420,
      settingsStart: 310,
      settingsEnd: 380,
      textsStart: 45,
      textsEnd: 120,
      painted: 95,
      ready: 430,
    });
  });

  it("puts an iframe's times on the top page's timeline, and hydrated waits for every frame", () => {
    const top = frame({ timeOrigin: 1_000, prerendered: 1, hydratedAt: 200 });
    const inner = frame({ timeOrigin: 1_150, prerendered: 1, hydratedAt: 300, paintedAt: 100, readyAt: 320 });
    expect(phasesOf([top, inner])).toMatchObject({ hydrated: 450, painted: 250, ready: 470 });
    const pending = frame({ timeOrigin: 1_150, prerendered: 1 });
    expect(phasesOf([top, pending]).hydrated).toBeUndefined();
  });

  it('has no hydration where nothing was prerendered, and nothing without a top page', () => {
    expect(phasesOf([frame({ hydratedAt: 10 })]).hydrated).toBeUndefined();
    expect(phasesOf([undefined])).toEqual({});
  });
});

describe('medianPhases and phaseLine', () => {
  it('takes the median of the loads that reached each phase, and prints "-" for the others', () => {
    const phases = medianPhases([{ html: 10, ready: 400 }, { html: 30 }, { html: 20, ready: 500 }]);
    expect(phases).toEqual({ html: 20, ready: 450 });
    expect(phaseLine({ ...phases, settingsStart: 100, settingsEnd: 150 })).toBe(
      'html 20 | paint - | runtime - | islands - | hydrated - | settings 100→150 | texts - | field - | ready 450',
    );
  });
});
