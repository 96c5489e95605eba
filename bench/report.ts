// Turns the loads of one mode into medians and ratios, and prints them; nothing here fails a run.
import { BYTE_KINDS, type Bytes } from './bytes';
import { clsText } from './cls';
import { describeMode, type Mode } from './modes';
import { BARE_NAME, FLOOR_NAME, type PageSample, type Target } from './pages';
import { medianPhases, type Phases, phaseLine } from './phases';
import { kb, median, ms, ratio, table, times } from './stats';

/** Design.md section 8: CLS at most this on every page, in both modes. */
export const CLS_GOAL = 0.02;
/** Design.md section 8 (re-set 2026-11-27): a usable password field at most this many times the bare page's. */
export const FIELD_GOAL: Record<string, number> = { x1: 1.0, 'x4-slow4g': 0.8 };
/** Design.md section 8 (re-set 2026-11-27): a sign-in sent at most this many times the stack-floor page's. */
export const SIGN_IN_GOAL = 1.15;
/** Design.md section 8: `/fr/login` at most this many times `/login-only.html` (sign-in sent, form ready). */
export const SITE_GOAL = 1.1;

/** A median over the loads that reached it, how many did, and every load's value in run order. */
export interface Timed {
  ms?: number;
  runs: number;
  ratio?: number;
  /** Over the stack-floor page's time in the same mode. */
  floorRatio?: number;
  samples: (number | null)[];
}

export interface PageResult {
  name: string;
  url: string;
  member: boolean;
  /** Cold loads measured. */
  loads: number;
  bytes: Partial<Bytes>;
  cls?: number;
  clsSamples: number[];
  /** The worst load's worst window: when it opened and what moved, biggest shift first. */
  clsWorst?: { value: number; at?: number; sources: string[] };
  lcp: Timed;
  lcpElement?: string;
  /** Password field painted (can be typed into), and its form ready (submit enabled, hydrated). */
  painted?: Timed;
  ready?: Timed;
  longTasks?: number;
  longTaskMs?: number;
  /** Loads in which React reported a hydration mismatch. */
  mismatchLoads: number;
  phases: Phases;
}

export interface SignInResult extends Timed {
  name: string;
  url: string;
}

export interface ModeResult {
  id: string;
  label: string;
  cpuRate: number;
  network?: Mode['network'];
  viewport: Mode['viewport'];
  pages: PageResult[];
  signIn: SignInResult[];
}

const known = (values: (number | undefined)[]) => values.filter((v): v is number => v !== undefined);
const rounded = (values: (number | undefined)[]) =>
  values.map((v) => (v === undefined ? null : Math.round(v)));
const timed = (values: (number | undefined)[]): Timed => ({
  ms: median(known(values)),
  runs: known(values).length,
  samples: rounded(values),
});
const medianOf = (samples: PageSample[], pick: (sample: PageSample) => number | undefined) =>
  median(known(samples.map(pick)));

function pageResult(target: Target, loads: PageSample[]): PageResult {
  const worst = [...loads].sort((a, b) => b.cls - a.cls)[0];
  return {
    name: target.name,
    url: target.url,
    member: target.member === true,
    loads: loads.length,
    bytes: Object.fromEntries(BYTE_KINDS.map((kind) => [kind, medianOf(loads, (s) => s.bytes[kind])])),
    cls: medianOf(loads, (s) => s.cls),
    clsSamples: loads.map((s) => Number(s.cls.toFixed(4))),
    clsWorst: worst && { value: worst.cls, at: worst.clsAt, sources: worst.clsSources },
    lcp: timed(loads.map((s) => s.lcp)),
    lcpElement: loads.find((s) => s.lcpElement)?.lcpElement,
    painted: target.password ? timed(loads.map((s) => s.paintedMs)) : undefined,
    ready: target.password ? timed(loads.map((s) => s.readyMs)) : undefined,
    longTasks: medianOf(loads, (s) => s.longTasks),
    longTaskMs: medianOf(loads, (s) => s.longTaskMs),
    mismatchLoads: loads.filter((s) => s.mismatches > 0).length,
    phases: medianPhases(loads.map((s) => s.phases)),
  };
}

/** Medians per page, each time's ratio to the bare page (the first target), and the sign-ins. */
export function summarize(
  mode: Mode,
  targets: Target[],
  samples: PageSample[][],
  signIns: { target: Target; samples: (number | undefined)[] }[],
): ModeResult {
  const pages = targets.map((target, index) => pageResult(target, samples[index] ?? []));
  const bare = pages.find((page) => page.name === BARE_NAME);
  const floor = pages.find((page) => page.name === FLOOR_NAME);
  for (const page of pages) {
    if (page.painted) page.painted.ratio = ratio(page.painted.ms, bare?.painted?.ms);
    if (page.ready) page.ready.ratio = ratio(page.ready.ms, bare?.ready?.ms);
    if (page.painted) page.painted.floorRatio = ratio(page.painted.ms, floor?.painted?.ms);
    if (page.ready) page.ready.floorRatio = ratio(page.ready.ms, floor?.ready?.ms);
  }
  const signIn = signIns.map(({ target, samples: times }) => ({
    name: target.name,
    url: target.url,
    ...timed(times),
  }));
  const bareSignIn = signIn.find((page) => page.name === BARE_NAME)?.ms;
  const floorSignIn = signIn.find((page) => page.name === FLOOR_NAME)?.ms;
  for (const page of signIn) {
    page.ratio = ratio(page.ms, bareSignIn);
    page.floorRatio = ratio(page.ms, floorSignIn);
  }
  const { id, label, cpuRate, network, viewport } = mode;
  return { id, label, cpuRate, network, viewport, pages, signIn };
}

// Fastest to slowest load: how far to trust a median.
const spread = (samples: (number | null)[]) => {
  const values = samples.filter((value): value is number => value !== null);
  return values.length ? `${Math.min(...values)}-${Math.max(...values)}` : '';
};
const timeCell = (t: Timed | undefined, runs: number) =>
  !t ? '-' : t.runs === 0 ? 'never' : t.runs < runs ? `${ms(t.ms)} (${t.runs}/${runs})` : ms(t.ms);
const ratioCell = (t: Timed | undefined) => (t ? times(t.ratio) : '-');
const within = (t: Timed | undefined, goal: number) =>
  t?.ratio === undefined ? '?' : t.ratio <= goal ? 'ok' : 'over';
const withinFloor = (t: Timed | undefined, goal: number) =>
  t?.floorRatio === undefined ? '?' : t.floorRatio <= goal ? 'ok' : 'over';
/** The bare page and the stack-floor page: measured beside the demo, not held to its goals. */
export const isYardstick = (name: string) => name === BARE_NAME || name === FLOOR_NAME;

/** The page table, the sign-in table, what moved, and the phase lines of one mode. */
export function printMode(mode: Mode, result: ModeResult, runs: number): void {
  const fieldGoal = FIELD_GOAL[mode.id] ?? 1;
  console.log(`\n== ${describeMode(mode)} ==\n`);
  console.log(
    table(
      [
        'page',
        'CLS',
        `<= ${CLS_GOAL}`,
        'LCP',
        'field painted',
        'x bare',
        'form ready',
        'x bare',
        `goal <= ${fieldGoal}x (painted, ready)`,
        'long tasks',
      ],
      result.pages.map((p) => {
        const isBare = isYardstick(p.name);
        return [
          p.name,
          clsText(p.cls),
          isBare || p.cls === undefined ? '' : p.cls <= CLS_GOAL ? 'ok' : 'over',
          timeCell(p.lcp, p.loads),
          timeCell(p.painted, p.loads),
          ratioCell(p.painted),
          timeCell(p.ready, p.loads),
          ratioCell(p.ready),
          isBare
            ? 'yardstick'
            : p.painted
              ? `${within(p.painted, fieldGoal)}, ${within(p.ready, fieldGoal)}`
              : '',
          `${p.longTasks ?? 0} (${ms(p.longTaskMs ?? 0)})`,
        ];
      }),
    ),
  );
  const demoPages = result.pages.filter((p) => !isYardstick(p.name) && p.cls !== undefined);
  const worst = [...demoPages].sort((a, b) => (b.cls ?? 0) - (a.cls ?? 0))[0];
  const over = demoPages.filter((p) => (p.cls ?? 0) > CLS_GOAL);
  if (worst)
    console.log(
      `\nCLS: worst ${clsText(worst.cls)} (${worst.name}); ${over.length} of ${demoPages.length} pages over ${CLS_GOAL}.`,
    );
  if (result.signIn.length) {
    console.log(`\nSign-in sent (typed at first sight, to the start of POST /api/{lang}/login):\n`);
    console.log(
      table(
        ['page', 'sign-in sent', 'spread', 'x bare', 'x floor', `goal <= ${SIGN_IN_GOAL}x floor`],
        result.signIn.map((p) => [
          p.name,
          timeCell(p, runs),
          spread(p.samples),
          times(p.ratio),
          times(p.floorRatio),
          isYardstick(p.name) ? 'yardstick' : withinFloor(p, SIGN_IN_GOAL),
        ]),
      ),
    );
  }
  const moved = result.pages.filter((p) => (p.clsWorst?.value ?? 0) > CLS_GOAL);
  if (moved.length) {
    console.log('\nWhat moved (worst load, its worst window: score, when it opened, biggest shifts first):');
    for (const p of moved) {
      const { value = 0, at, sources = [] } = p.clsWorst ?? {};
      const named = sources.slice(0, 3).join(', ') || '(no node named)';
      console.log(`  ${p.name}: ${clsText(value)} at ${ms(at)}: ${named}`);
    }
  }
  const mismatched = result.pages.filter((p) => p.mismatchLoads > 0);
  if (mismatched.length)
    console.log(
      `\nHydration mismatches (React rendered the HTML again): ${mismatched.map((p) => `${p.name} in ${p.mismatchLoads}/${p.loads} loads`).join('; ')}`,
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
  'Bytes: transferred, compressed as served, headers included (medians). CLS: Core Web Vitals, the',
  'worst session window of layout shifts (1 s gap, 5 s at most, shifts after an input left out) of the',
  `top document until the page is still; goal at most ${CLS_GOAL} on every page. LCP: the last`,
  'largest-contentful-paint. Field painted: navigation start to the first frame with a visible, enabled',
  'password field (it can be typed into; shadow roots and iframes included). Form ready: the first frame',
  "where that field's submit button is enabled too (a prerendered one is disabled until its island has",
  "hydrated), i.e. a submit works. x bare: over the bare page's time in the same mode; goals at most",
  `${Object.entries(FIELD_GOAL)
    .map(([id, goal]) => `${goal}x (${id})`)
    .join(' and ')}; sign-in sent at most ${SIGN_IN_GOAL}x the stack-floor page (x floor: our chosen`,
  'libraries under the same minimal form in an open shadow root, bench/floor/). (n/N): only n of N loads got there.',
  'Sign-in sent: a fresh load where e-mail and password are typed as soon as the field is painted, the',
  'human check ticked when it shows, the button pressed once enabled; to the start of the request.',
  'Long tasks: count (total time). All printed, none asserted (design.md section 8).',
  'Phases: html = last byte of the page; paint = first contentful paint; runtime = last JS file (not',
  'texts) received before the first island ran; islands = first <cine-*> defined (bare page: its',
  'render call); hydrated = every prerendered island owned by React; settings = /api/{lang}/settings;',
  'texts = locale files requested before the form was ready; field = painted; ready = form ready.',
].join('\n');
