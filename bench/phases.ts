// Where the time of one load goes, from the probe of each frame (probe-script.js) and its Resource
// Timing entries: all on the top page's timeline, in ms from navigation start.
import { byteKind } from './bytes';
import { median } from './stats';

/** What `window.__cineBench.read()` returns in one frame; times in ms from that frame's timeOrigin. */
export interface ProbeRead {
  timeOrigin: number;
  execAt?: number;
  readyAt?: number;
  longTasks: number;
  longTaskMs: number;
  resources: { name: string; start: number; end: number }[];
}

export interface Phases {
  /** responseEnd of the last runtime JS (not a locale) received before the first island ran. */
  runtime?: number;
  /** First island defined (its connectedCallback ran), or the bare page's `bench:exec` mark. */
  exec?: number;
  /** The first `/api/{lang}/settings` request. */
  settingsStart?: number;
  settingsEnd?: number;
  /** Locale files requested before the form was usable: first start to last end. */
  localesStart?: number;
  localesEnd?: number;
  /** First frame with a usable password field: the page's "interactive form" time. */
  form?: number;
}

export type PhaseKey = keyof Phases;
const PHASE_KEYS: PhaseKey[] = [
  'runtime',
  'exec',
  'settingsStart',
  'settingsEnd',
  'localesStart',
  'localesEnd',
  'form',
];

const settingsPattern = /\/api\/[a-z]{2}(-[A-Za-z]{2})?\/settings(\?|$)/;

const min = (values: (number | undefined)[]) => {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length ? Math.min(...known) : undefined;
};
const max = (values: number[]) => (values.length ? Math.max(...values) : undefined);

/** Phases of one load; `frames[0]` is the top page, the others its iframes (missing when unreadable). */
export function phasesOf(frames: (ProbeRead | undefined)[]): Phases {
  const top = frames[0];
  if (!top) return {};
  // Each frame has its own timeOrigin: shift its times onto the top page's timeline.
  const shift = (frame: ProbeRead, time: number | undefined) =>
    time === undefined ? undefined : time + frame.timeOrigin - top.timeOrigin;
  const known = frames.filter((frame): frame is ProbeRead => frame !== undefined);
  const exec = min(known.map((frame) => shift(frame, frame.execAt)));
  const form = min(known.map((frame) => shift(frame, frame.readyAt)));
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
    (entry) => kindOf(entry.name) === 'js' && entry.end <= (exec ?? form ?? Number.POSITIVE_INFINITY),
  );
  const settings = resources.find((entry) => settingsPattern.test(new URL(entry.name).pathname));
  const locales = resources.filter(
    (entry) => kindOf(entry.name) === 'locale' && entry.start <= (form ?? Number.POSITIVE_INFINITY),
  );
  return {
    runtime: max(runtimeJs.map((entry) => entry.end)),
    exec,
    settingsStart: settings?.start,
    settingsEnd: settings?.end,
    localesStart: locales[0]?.start,
    localesEnd: max(locales.map((entry) => entry.end)),
    form,
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

/** `runtime 135 | exec 271 | settings 280→390 | locales 280→395 | form 439`, "-" where a phase is absent. */
export function phaseLine(phases: Phases): string {
  const at = (value: number | undefined) => (value === undefined ? '-' : String(Math.round(value)));
  const span = (start: number | undefined, end: number | undefined) =>
    start === undefined ? '-' : `${at(start)}→${at(end)}`;
  return [
    `runtime ${at(phases.runtime)}`,
    `exec ${at(phases.exec)}`,
    `settings ${span(phases.settingsStart, phases.settingsEnd)}`,
    `locales ${span(phases.localesStart, phases.localesEnd)}`,
    `form ${at(phases.form)}`,
  ].join(' | ');
}
