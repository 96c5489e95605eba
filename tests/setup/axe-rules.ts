// What the e2e suite (tests/setup/a11y.ts) and the cross-engine suite check with axe: a plain module,
// since a11y.ts imports Playwright's test runner, which the cross-engine suite cannot load.

/**
 * The WCAG 2.2 AA rule sets design.md section 9 holds every screen to (2.1 A holds label-in-name,
 * WCAG 2.5.3), and axe's experimental rules, which find what the stable ones do not yet.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];

/**
 * Rules that can only ask for a person's review, never report a violation: `hidden-content` lists every
 * hidden element as "needs review", and took about a quarter of each check's time.
 */
export const REVIEW_ONLY = ['hidden-content'];
