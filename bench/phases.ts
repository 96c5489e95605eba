// Where the time of one load goes, from the probe of each frame (probe-script.js) and its Resource
// Timing entries: all on the top page's timeline, in ms from navigation start.
import { byteKind } from './bytes';
import type { LayoutShift } from './cls';
import { median } from './stats';

/** What `window.__cineBench.read()` returns in one frame; times in ms from that frame's timeOrigin. */
export interface ProbeRead {
  timeOrigin: number;
  htmlAt?: number;
  firstPaint?: number;
  execAt?: number;
  hydratedAt?: number;
  /** Islands that came prerendered in the HTML (Declarative Shadow DOM). */
  prerendered: number;
  paintedAt?: number;
  readyAt?: number;
  lcp?: number;
  lcpElement?: string;
  shifts: LayoutShift[];
  longTasks: number;
  longTaskMs: number;
  quietSince: number;
  resources: { name: string; start: number; end: number }[];
}

export interface Phases {
  /** The top document's last byte (Navigation Timing responseEnd). */
  html?: number;
  /** First contentful paint of the top page. */
  paint?: number;
  /** responseEnd of the last runtime JS (not a locale) received before the first island ran. */
  runtime?: number;
  /** First island defined (its connectedCallback ran), or the bare page's `bench:exec` mark. */
  islands?: number;
  /** Every prerendered island hydrated (React owns its nodes); absent where none was prerendered. */
  hydrated?: number;
  /** The first `/api/{lang}/settings` request. */
  settingsStart?: number;
  settingsEnd?: number;
  /** Text files (locale chunks) requested before the form was ready: first start to last end. */
  textsStart?: number;
  textsEnd?: number;
  /** First frame with a password field painted: visible, can be typed into. */
  painted?: number;
  /** First frame where that field's form can be sent: its submit button enabled (hydrated). */
  ready?: number;
}

export type PhaseKey = keyof Phases;
const PHASE_KEYS: PhaseKey[] = [
  'html',
  'paint',
  'runtime',
  'islands',
  'hydrated',
  'settingsStart',
  'settingsEnd',
  'textsStart',
  'textsEnd',
  'painted',
  'ready',
];

const settingsPattern = /\/api\/[a-z]{2}(-[A-Za-z]{2})?\/settings(\?|$)/;

const min = (values: (number | undefined)[]) => {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length ? Math.min(...known) : undefined;
};
const max = (values: (number | undefined)[]) => {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length ? Math.max(...known) : undefined;
};

/** Phases of one load; `frames[0]` is the top page, the others its iframes (missing when unreadable). */
export function phasesOf(frames: (ProbeRead | undefined)[]): Phases {
  const top = frames[0];
  if (!top) return {};
  // Each frame has its own timeOrigin: shift its times onto the top page's timeline.
  const shift = (frame: ProbeRead, time: number | undefined) =>
    time === undefined ? undefined : time + frame.timeOrigin - top.timeOrigin;
  const known = frames.filter((frame): frame is ProbeRead => frame !== undefined);
  const islands = min(known.map((frame) => shift(frame, frame.execAt)));
  const painted = min(known.map((frame) => shift(frame, frame.paintedAt)));
  const ready = min(known.map((frame) => shift(frame, frame.readyAt)));
  // Hydrated once the last frame with prerendered islands is; never while one of them is not.
  const withIslands = known.filter((frame) => frame.prerendered > 0);
  const hydrated = withIslands.every((frame) => frame.hydratedAt !== undefined)
    ? max(withIslands.map((frame) => shift(frame, frame.hydratedAt)))
    : undefined;
  const resources = known
    .flatMap((frame) =>
      frame.resources.map((entry) => ({
        name: entry.name,
        start: shift(frame, entry.start) as number,
        end: shift(frame, entry.end) as number,
      })),
    )
    .sort((a, b) => a.start - b.start);
  const kindOf = (url: string) => byteKind(url, '');
  const runtimeJs = resources.filter(
    (entry) => kindOf(entry.name) === 'js' && entry.end <= (islands ?? painted ?? Number.POSITIVE_INFINITY),
  );
  const settings = resources.find((entry) => settingsPattern.test(new URL(entry.name).pathname));
  const texts = resources.filter(
    (entry) => kindOf(entry.name) === 'locale' && entry.start <= (ready ?? Number.POSITIVE_INFINITY),
  );
  return {
    html: top.htmlAt,
    paint: top.firstPaint,
    runtime: max(runtimeJs.map((entry) => entry.end)),
    islands,
    hydrated,
    settingsStart: settings?.start,
    settingsEnd: settings?.end,
    textsStart: texts[0]?.start,
    textsEnd: max(texts.map((entry) => entry.end)),
    painted,
    ready,
  };
}

/** Median of each phase over the loads that reached it, in whole ms. */
export function medianPhases(samples: Phases[]): Phases {
  const result: Phases = {};
  for (const key of PHASE_KEYS) {
    const value = median(samples.map((s) => s[key]).filter((v): v is number => v !== undefined));
    if (value !== undefined) result[key] = Math.round(value);
  }
  return result;
}

/**
 * `html 40 | paint 95 | runtime 135 | islands 271 | hydrated 420 | settings 280→390 | texts 20→60 |
 * field 95 | ready 430`, "-" where a phase is absent.
 */
export function phaseLine(phases: Phases): string {
  const at = (value: number | undefined) => (value === undefined ? '-' : String(Math.round(value)));
  const span = (start: number | undefined, end: number | undefined) =>
    start === undefined ? '-' : `${at(start)}→${at(end)}`;
  return [
    `html ${at(phases.html)}`,
    `paint ${at(phases.paint)}`,
    `runtime ${at(phases.runtime)}`,
    `islands ${at(phases.islands)}`,
    `hydrated ${at(phases.hydrated)}`,
    `settings ${span(phases.settingsStart, phases.settingsEnd)}`,
    `texts ${span(phases.textsStart, phases.textsEnd)}`,
    `field ${at(phases.painted)}`,
    `ready ${at(phases.ready)}`,
  ].join(' | ');
}
