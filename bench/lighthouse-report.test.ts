// @vitest-environment node
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { lighthouseReport, medianRun, readReport } from './lighthouse-report';

// A report as Lighthouse writes it, cut to what the bench reads.
const category = (id: string, score: number, refs: { id: string; group?: string }[]) => ({
  id,
  score,
  auditRefs: refs,
});
const audit = (id: string, score: number | null, more: Record<string, unknown> = {}) => ({
  id,
  title: `Title of ${id}`,
  score,
  scoreDisplayMode: 'binary',
  ...more,
});
const lhr = {
  finalDisplayedUrl: 'https://ch.localhost:1/fr/login',
  categories: {
    performance: category('performance', 0.93, [
      { id: 'largest-contentful-paint' },
      { id: 'render-blocking-insight', group: 'hidden' },
    ]),
    accessibility: category('accessibility', 1, [{ id: 'color-contrast' }]),
    'best-practices': category('best-practices', 0.96, [{ id: 'errors-in-console' }]),
    seo: category('seo', 1, [{ id: 'meta-description' }, { id: 'hreflang' }]),
  },
  audits: {
    'largest-contentful-paint': audit('largest-contentful-paint', 0.89, {
      numericValue: 2512.4,
      displayValue: '2.5 s',
      scoreDisplayMode: 'numeric',
    }),
    'render-blocking-insight': audit('render-blocking-insight', 0.5),
    'color-contrast': audit('color-contrast', 1),
    'errors-in-console': audit('errors-in-console', 0, {
      details: {
        items: [
          {
            description: 'Failed to load resource: 404',
            sourceLocation: { url: 'https://ch.localhost:1/favicon.ico' },
          },
        ],
      },
    }),
    'meta-description': audit('meta-description', 1),
    hreflang: audit('hreflang', null, { scoreDisplayMode: 'notApplicable' }),
    'total-blocking-time': audit('total-blocking-time', 1, { numericValue: 40 }),
    'cumulative-layout-shift': audit('cumulative-layout-shift', 1, { numericValue: 0 }),
  },
} as unknown as Result;

describe('the Lighthouse part’s report', () => {
  const result = readReport('/fr/login', lhr);

  it('reads the four scores and the vitals', () => {
    expect(result.scores).toEqual({ performance: 0.93, accessibility: 1, 'best-practices': 0.96, seo: 1 });
    expect([result.lcp, result.tbt, result.cls]).toEqual([2512.4, 40, 0]);
  });

  it('flags the audits under 0.9 that the report shows, worst first, with the faulty items', () => {
    expect(result.flagged).toEqual([
      {
        id: 'errors-in-console',
        title: 'Title of errors-in-console',
        score: 0,
        items: ['Failed to load resource: 404 https://ch.localhost:1/favicon.ico'],
      },
      {
        id: 'largest-contentful-paint',
        title: 'Title of largest-contentful-paint',
        score: 0.89,
        shown: '2.5 s',
      },
    ]);
  });

  it('prints the scores against the goal and the flagged audits by title', () => {
    const text = lighthouseReport([result]);
    expect(text).toMatch(/\/fr\/login\s+0\.93 !\s+1\.00\s+0\.96 !\s+1\.00\s+2512 ms\s+40 ms\s+0\.000/);
    expect(text).toContain(
      '/fr/login: Title of errors-in-console (errors-in-console, 0.00)\n    Failed to load resource',
    );
    expect(text).toContain('0 of 1 pages at the goal');
  });
});

describe('of several runs of a page', () => {
  const run = (performance: number, error?: string) => ({
    ...readReport('/fr', lhr),
    scores: { performance, accessibility: 1, 'best-practices': 1, seo: 1 },
    ...(error ? { error } : {}),
  });

  it('keeps the one with the median Performance, and says how many there were', () => {
    const kept = medianRun([run(0.93), run(0.71), run(0.77)]);
    expect([kept.scores?.performance, kept.runs]).toEqual([0.77, 3]);
  });

  it('keeps a failed run only when every run failed', () => {
    expect(medianRun([run(0.9, 'no page'), run(0.8)]).scores?.performance).toBe(0.8);
    expect(medianRun([run(0, 'no page')]).error).toBe('no page');
  });
});
