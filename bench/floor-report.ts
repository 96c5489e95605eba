// The sign-in pages beside both yardsticks: the bare React form and the stack-floor
// page, each goal of design.md section 8 beside its figure, and where our time goes over the floor's.
import type { Mode } from './modes';
import { BARE_NAME, FLOOR_NAME } from './pages';
import type { Phases } from './phases';
import { FIELD_GOAL, type ModeResult, SIGN_IN_GOAL, SITE_GOAL, type Timed } from './report';
import { ms, ratio, table, times } from './stats';

/** The account site's login and the login-only page, as named in bench/pages.ts. */
export const SITE_LOGIN = '/fr/login';
export const LOGIN_ONLY = '/login-only.html';

/** `1.31x (goal <= 1.1x: over)`, or "n/a" when a figure is missing. */
export function versus(value: number | undefined, goal: number): string {
  if (value === undefined) return 'n/a';
  return `${times(value)} (goal <= ${goal}x: ${value <= goal ? 'ok' : 'over'})`;
}

// Phases both pages have, in the order they happen; the floor has no settings, texts or hydration.
const SHARED: [keyof Phases, string][] = [
  ['html', 'html'],
  ['paint', 'paint'],
  ['runtime', 'runtime'],
  ['islands', 'islands'],
  ['painted', 'field'],
  ['ready', 'ready'],
];
const OURS: [keyof Phases, keyof Phases, string][] = [
  ['hydrated', 'hydrated', 'hydrated'],
  ['settingsStart', 'settingsEnd', 'settings'],
  ['textsStart', 'textsEnd', 'texts'],
];

/**
 * `html +12 | paint +830 | ... | sent +1390 | ours: hydrated 2100, settings 900→1400`: each phase's
 * time over the floor page's same phase (ms), then the phases only our pages have, as times.
 */
export function overFloor(page: Phases & { sent?: number }, floor: Phases & { sent?: number }): string {
  const signed = (value: number) => `${value >= 0 ? '+' : ''}${Math.round(value)}`;
  const delta = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? '-' : signed(a - b);
  const shared = [
    ...SHARED.map(([key, label]) => `${label} ${delta(page[key], floor[key])}`),
    `sent ${delta(page.sent, floor.sent)}`,
  ];
  const ours = OURS.filter(([start]) => page[start] !== undefined).map(([start, end, label]) =>
    start === end ? `${label} ${page[start]}` : `${label} ${page[start]}→${page[end] ?? '?'}`,
  );
  return [...shared, ...(ours.length ? [`ours: ${ours.join(', ')}`] : [])].join(' | ');
}

const cell = (t: Timed | undefined) => (t?.ms === undefined ? 'n/a' : ms(t.ms));

/** The yardstick table, the goals beside their figures, and the phase deltas over the floor. */
export function printFloor(mode: Mode, result: ModeResult): void {
  const names = [BARE_NAME, FLOOR_NAME, SITE_LOGIN, LOGIN_ONLY];
  const pages = names.map((name) => result.pages.find((p) => p.name === name));
  const sends = names.map((name) => result.signIn.find((p) => p.name === name));
  if (!pages[1] || !sends[1]) return;
  const fieldGoal = FIELD_GOAL[mode.id] ?? 1;
  console.log(`\nSign-in pages over the bare React form and the stack floor (${mode.label}):\n`);
  console.log(
    table(
      [
        'page',
        'field painted',
        'x bare',
        'x floor',
        `goal <= ${fieldGoal}x bare`,
        'form ready',
        'x bare',
        'x floor',
        'sign-in sent',
        'x bare',
        'x floor',
        `goal <= ${SIGN_IN_GOAL}x floor`,
      ],
      names.map((name, i) => {
        const page = pages[i];
        const sent = sends[i];
        const yardstick = i < 2;
        return [
          name,
          cell(page?.painted),
          times(page?.painted?.ratio),
          times(page?.painted?.floorRatio),
          yardstick ? '' : versus(page?.painted?.ratio, fieldGoal),
          cell(page?.ready),
          times(page?.ready?.ratio),
          times(page?.ready?.floorRatio),
          cell(sent),
          times(sent?.ratio),
          times(sent?.floorRatio),
          yardstick ? '' : versus(sent?.floorRatio, SIGN_IN_GOAL),
        ];
      }),
    ),
  );
  const [, , site, only] = pages;
  const [, , siteSent, onlySent] = sends;
  console.log(
    `\n${SITE_LOGIN} over ${LOGIN_ONLY}: sign-in sent ${versus(ratio(siteSent?.ms, onlySent?.ms), SITE_GOAL)}, form ready ${versus(ratio(site?.ready?.ms, only?.ready?.ms), SITE_GOAL)}`,
  );
  console.log(
    '\nWhere our extra time goes (ms over the stack floor\'s same phase, medians; "sent" = sign-in sent):',
  );
  const floor = { ...(pages[1]?.phases ?? {}), sent: sends[1]?.ms };
  const width = Math.max(...names.map((name) => name.length));
  for (const [i, name] of names.entries()) {
    if (i === 1) continue;
    const page = pages[i];
    if (page)
      console.log(`  ${name.padEnd(width)}  ${overFloor({ ...page.phases, sent: sends[i]?.ms }, floor)}`);
  }
}
