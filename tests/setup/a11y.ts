import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The WCAG 2.2 AA rule sets design.md section 9 holds every screen to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

export interface A11yOptions {
  /** CSS selectors to limit the scan to (default: the whole page, shadow roots and iframes included). */
  include?: string[];
  exclude?: string[];
}

/** One readable block per violation: rule, impact, help link, then each offending node. */
export function formatViolations(violations: Result[]): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' | ');
      const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
      return `    - ${target}: ${summary}`;
    });
    return [
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`,
      `    ${violation.helpUrl}`,
      ...nodes,
    ].join('\n');
  });
}

/**
 * Runs axe-core on the page (open shadow roots and iframes included, as axe does by default) and
 * fails with a readable list when any WCAG 2.2 AA violation is found.
 */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const readable = formatViolations(violations).join('\n');
  expect(violations.length, `axe found WCAG violations on ${page.url()}:\n${readable}\n`).toBe(0);
}
