import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { AXE_TAGS, REVIEW_ONLY } from './axe-rules';

export { AXE_TAGS, REVIEW_ONLY };

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
  // With no iframe, axe runs in the page itself (legacy mode): the default opens a blank page per
  // check to merge the frames' results, twice the time; only it sees into cross-origin iframes.
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .disableRules(REVIEW_ONLY)
    .setLegacyMode(page.frames().length === 1);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const readable = formatViolations(violations).join('\n');
  expect(violations.length, `axe found WCAG violations on ${page.url()}:\n${readable}\n`).toBe(0);
  await expectLabelInName(page);
  await expectNoRawTextKeys(page);
}

/**
 * WCAG 2.5.3 as voice-control users need it: every control's accessible name starts with the text it
 * shows (axe's label-content-name-mismatch only asks that it contains it). Decorative parts
 * (`aria-hidden`) and visually hidden text are not what a control shows.
 */
export async function expectLabelInName(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const mismatches = await frame
      .evaluate(() => {
        const CONTROLS =
          'button, a[href], summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"], [role="switch"]';
        const clean = (text: string) =>
          text
            .replace(/\s+/g, ' ')
            .trim()
            .toLocaleLowerCase()
            .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
        const shows = (element: Element) => {
          const box = element.getBoundingClientRect();
          return element.checkVisibility({ visibilityProperty: true }) && box.width > 1 && box.height > 1;
        };
        const textOf = (node: Node, visibleOnly: boolean): string => {
          if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
          if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
          if (visibleOnly && !shows(node)) return '';
          return [...node.childNodes].map((child) => textOf(child, visibleOnly)).join('');
        };
        const nameOf = (element: Element) => {
          const label = element.getAttribute('aria-label');
          if (label) return label;
          const ids = element.getAttribute('aria-labelledby');
          const root = element.getRootNode() as Document | ShadowRoot;
          if (ids)
            return ids
              .split(/\s+/)
              .map((id) => root.getElementById(id)?.textContent ?? '')
              .join(' ');
          return textOf(element, false);
        };
        const out: string[] = [];
        const walk = (root: Document | ShadowRoot) => {
          for (const element of root.querySelectorAll(CONTROLS)) {
            if (!shows(element)) continue;
            const visible = clean(textOf(element, true));
            const name = clean(nameOf(element));
            if (visible && !name.startsWith(visible)) out.push(`"${visible}" is named "${name}"`);
          }
          for (const host of root.querySelectorAll('*')) if (host.shadowRoot) walk(host.shadowRoot);
        };
        walk(document);
        return out;
      })
      .catch((error: unknown) => {
        // A frame that went away meanwhile has nothing to check; any other failure is the test's.
        if (frame.isDetached()) return [] as string[];
        throw error;
      });
    expect(
      mismatches,
      `controls whose name does not start with their visible text on ${frame.url()}`,
    ).toEqual([]);
  }
}

// Our keys as they show when a namespace is missing: `password.rules.title`, `Error.Occurred`.
const RAW_KEY =
  /(?<![\w@.-])(?:account|common|dashboard|errors|login|password|profile|signup|ui|userMenu|Error|Profile|_)\.[A-Za-z][\w-]*(?:\.[\w-]+)*(?![\w.-]*@)/;

/** Every text of the page, shadow roots included, shows words, never a translation key. */
export async function expectNoRawTextKeys(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const texts = await frame
      .evaluate(() => {
        const out: string[] = [];
        const walk = (root: Node) => {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
          for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
            const parent = node.parentNode?.nodeName;
            if (node.nodeType === Node.TEXT_NODE && parent !== 'SCRIPT' && parent !== 'STYLE')
              out.push(node.textContent ?? '');
            const element = node as Element;
            if (element.shadowRoot) walk(element.shadowRoot);
            for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
              const value = element.getAttribute?.(name);
              if (value) out.push(value);
            }
          }
        };
        walk(document.body);
        return out;
      })
      .catch(() => [] as string[]);
    const raw = texts.filter((text) => RAW_KEY.test(text));
    expect(raw, `untranslated keys on ${frame.url()}`).toEqual([]);
  }
}
