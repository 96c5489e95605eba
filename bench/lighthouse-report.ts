// What the bench's Lighthouse part reads of a report and prints: each page's four scores beside the
// goal, LCP, TBT and CLS, and the audits under 0.9 with their titles (and, for faults, which items).
import type { Result } from 'lighthouse';
import { table } from './stats';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Design.md section 8: the score each category must reach. */
export const LIGHTHOUSE_GOAL: Record<(typeof CATEGORIES)[number], number> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
};
/** An audit under this score is printed with its title, as Lighthouse's report flags it. */
const FLAGGED = 0.9;

/** An audit under 0.9: its title, score, the figure it shows and, for a fault to mend, its first items. */
export type LighthouseAudit = { id: string; title: string; score: number; shown?: string; items?: string[] };
export type LighthouseResult = {
  name: string;
  url: string;
  scores?: Record<(typeof CATEGORIES)[number], number | null>;
  lcp?: number;
  tbt?: number;
  cls?: number;
  /** The audits of the four categories under 0.9, worst first. */
  flagged: LighthouseAudit[];
  error?: string;
  /** How many runs the median was taken from, when more than one. */
  runs?: number;
};

type Item = {
  description?: string;
  url?: string;
  node?: { selector?: string };
  sourceLocation?: { url?: string };
};
// The first three items of an audit's table, each by what names it best.
const itemsOf = (audit: Result['audits'][string]): string[] => {
  const details = audit.details as { items?: Item[] } | undefined;
  return (details?.items ?? [])
    .slice(0, 3)
    .map((item) =>
      [item.description, item.node?.selector, item.url ?? item.sourceLocation?.url].filter(Boolean).join(' '),
    )
    .filter(Boolean);
};

/** What one Lighthouse report says of a page: its four scores, its vitals and the audits it flags. */
export function readReport(name: string, lhr: Result): LighthouseResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]),
  ) as LighthouseResult['scores'];
  // The audits the report shows: not the `hidden` group (the insights' twins of audits already there).
  const counted = new Set(
    CATEGORIES.flatMap(
      (id) =>
        lhr.categories[id]?.auditRefs.filter((ref) => ref.group !== 'hidden').map((ref) => ref.id) ?? [],
    ),
  );
  // Outside performance each flagged item is a fault (a console error, a node axe names): say which.
  const faults = new Set([
    'layout-shifts',
    ...CATEGORIES.filter((id) => id !== 'performance').flatMap(
      (id) => lhr.categories[id]?.auditRefs.map((ref) => ref.id) ?? [],
    ),
  ]);
  const flagged = Object.values(lhr.audits)
    .filter(
      (audit) =>
        counted.has(audit.id) &&
        typeof audit.score === 'number' &&
        audit.score < FLAGGED &&
        !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => {
      const items = faults.has(audit.id) ? itemsOf(audit) : [];
      return {
        id: audit.id,
        title: audit.title,
        score: audit.score as number,
        ...(audit.displayValue ? { shown: audit.displayValue } : {}),
        ...(items.length ? { items } : {}),
      };
    })
    .sort((a, b) => a.score - b.score);
  const value = (id: string) => lhr.audits[id]?.numericValue;
  return {
    name,
    url: lhr.finalDisplayedUrl,
    scores,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    flagged,
  };
}

/** Of one page's runs, the one with the median Performance (Lighthouse's advice against noise); a failed run only when all failed. */
export function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const scored = runs
    .filter((run) => !run.error && typeof run.scores?.performance === 'number')
    .sort((a, b) => (a.scores?.performance ?? 0) - (b.scores?.performance ?? 0));
  const median = scored[Math.floor((scored.length - 1) / 2)] ?? runs.at(-1);
  if (!median) throw new Error('no Lighthouse run');
  return runs.length > 1 ? { ...median, runs: runs.length } : median;
}

const score = (value: number | null | undefined, goal: number) =>
  value === null || value === undefined ? 'n/a' : `${value.toFixed(2)}${value < goal ? ' !' : ''}`;
const millis = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);

/** The scores as a table (`!` under the goal), then each page's audits under 0.9 with their titles. */
export function lighthouseReport(results: LighthouseResult[]): string {
  const rows = results.map((result) => [
    result.name,
    ...CATEGORIES.map((id) => score(result.scores?.[id], LIGHTHOUSE_GOAL[id])),
    millis(result.lcp),
    millis(result.tbt),
    result.cls === undefined ? 'n/a' : result.cls.toFixed(3),
  ]);
  const lines = [
    table(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'], rows),
  ];
  for (const result of results) {
    if (result.error) lines.push(`${result.name}: ${result.error}`);
    for (const audit of result.flagged)
      lines.push(
        [
          `${result.name}: ${audit.title} (${audit.id}, ${audit.score.toFixed(2)}${audit.shown ? `, ${audit.shown}` : ''})`,
          ...(audit.items ?? []).map((item) => `    ${item}`),
        ].join('\n'),
      );
  }
  const under = results.filter(
    (result) => result.error || CATEGORIES.some((id) => (result.scores?.[id] ?? 0) < LIGHTHOUSE_GOAL[id]),
  ).length;
  lines.push(
    `${results.length - under} of ${results.length} pages at the goal (performance >= 0.95, the others 1.00)`,
  );
  return lines.join('\n');
}
