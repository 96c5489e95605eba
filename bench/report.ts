// Turns the loads of one mode into medians and ratios, and prints them; nothing here fails a run.
import { BYTE_KINDS, type Bytes } from './bytes';
import { describeMode, type Mode } from './modes';
import { BARE_NAME, type PageSample, type Target } from './pages';
import { medianPhases, type Phases, phaseLine } from './phases';
import { kb, median, ms, ratio, table, times } from './stats';

/** Design.md section 8: time to an interactive form at most this many times the bare page's. */
export const RATIO_GOAL = 1.2;

export interface PageResult {
  name: string;
  url: string;
  bytes: Partial<Bytes>;
  interactiveMs?: number;
  /** Loads (out of `runs`) in which the form became usable. */
  interactiveRuns: number;
  ratio?: number;
  longTasks?: number;
  longTaskMs?: number;
  phases: Phases;
  /** Every load's time to an interactive form, in run order (null: never), for trends and spread. */
  samples: (number | null)[];
}

export interface ModeResult {
  id: string;
  label: string;
  cpuRate: number;
  network?: Mode['network'];
  pages: PageResult[];
}

const medianOf = (samples: PageSample[], pick: (sample: PageSample) => number | undefined) =>
  median(samples.map(pick).filter((value): value is number => value !== undefined));

/** Medians per page, and each page's ratio to the bare page (the first target). */
export function summarize(mode: Mode, targets: Target[], samples: PageSample[][]): ModeResult {
  const pages: PageResult[] = targets.map((target, index) => {
    const loads = samples[index] ?? [];
    return {
      name: target.name,
      url: target.url,
      bytes: Object.fromEntries(BYTE_KINDS.map((kind) => [kind, medianOf(loads, (s) => s.bytes[kind])])),
      interactiveMs: medianOf(loads, (s) => s.interactiveMs),
      interactiveRuns: loads.filter((s) => s.interactiveMs !== undefined).length,
      longTasks: medianOf(loads, (s) => s.longTasks),
      longTaskMs: medianOf(loads, (s) => s.longTaskMs),
      phases: medianPhases(loads.map((s) => s.phases)),
      samples: loads.map((s) => (s.interactiveMs === undefined ? null : Math.round(s.interactiveMs))),
    };
  });
  const bare = pages.find((page) => page.name === BARE_NAME)?.interactiveMs;
  for (const page of pages) page.ratio = ratio(page.interactiveMs, bare);
  const { id, label, cpuRate, network } = mode;
  return { id, label, cpuRate, network, pages };
}

// Fastest to slowest load: how far to trust a median.
const spread = (samples: (number | null)[]) => {
  const known = samples.filter((value): value is number => value !== null);
  return known.length ? `${Math.min(...known)}-${Math.max(...known)}` : '';
};

const verdict = (value: number | undefined) =>
  value === undefined ? '' : value <= RATIO_GOAL ? 'within goal' : `over ${RATIO_GOAL}x`;

/** The timing table and the phase lines of one mode. */
export function printMode(mode: Mode, result: ModeResult, runs: number): void {
  console.log(`\n== ${describeMode(mode)} ==\n`);
  console.log(
    table(
      ['page', 'interactive form', 'spread', 'ratio to bare', 'goal', 'long tasks', 'total'],
      result.pages.map((p) => [
        p.name,
        p.interactiveRuns ? ms(p.interactiveMs) : 'never',
        spread(p.samples),
        p.interactiveRuns < runs ? `${times(p.ratio)} (${p.interactiveRuns}/${runs} loads)` : times(p.ratio),
        p.name === BARE_NAME ? 'yardstick' : verdict(p.ratio),
        `${p.longTasks ?? 0} (${ms(p.longTaskMs ?? 0)})`,
        kb(p.bytes.total),
      ]),
    ),
  );
  const width = Math.max(...result.pages.map((p) => p.name.length));
  console.log('\nPhases (ms from navigation start, medians):');
  for (const p of result.pages) console.log(`  ${p.name.padEnd(width)}  ${phaseLine(p.phases)}`);
}

/** Bytes per page, split by budget; the same in both modes, so printed once from the first. */
export function printBytes(result: ModeResult): void {
  console.log(
    table(
      ['bytes transferred', 'JS', 'CSS', 'locale', 'other', 'total'],
      result.pages.map((p) => [
        p.name,
        kb(p.bytes.js),
        kb(p.bytes.css),
        kb(p.bytes.locale),
        kb(p.bytes.other),
        kb(p.bytes.total),
      ]),
    ),
  );
}

export const LEGEND = [
  'Bytes: transferred, compressed as served, headers included (medians). Interactive form: navigation',
  'start to the first frame with a usable password field (connected, visible, enabled; shadow roots and',
  `iframes included). Ratio: that time over the bare page's in the same mode; goal at most ${RATIO_GOAL}x in`,
  'both modes (design.md section 8), printed, not asserted. Long tasks: count (total time).',
  'Phases: runtime = responseEnd of the last JS file (not locale) received before the first island ran;',
  'exec = first <cine-*> defined, i.e. connected (bare page: its render call); settings = /api/{lang}/settings;',
  'locales = locale files requested before the form was usable; form = interactive form.',
].join('\n');
