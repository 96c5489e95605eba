// What `npm run bench` runs: every part without `--only`, else the named ones, so each can run alone.

/**
 * pages: every demo page's load (CLS, LCP, field, sign-in) beside both yardsticks; signin: only the
 * two sign-in pages beside them; door: the QR at the cinema door; inp: each interaction; lists; load:
 * the site server on Node and workerd beside a static file server, under load; lighthouse: each page
 * a visitor or a member opens, scored by Lighthouse.
 */
export const PARTS = ['pages', 'signin', 'door', 'inp', 'lists', 'load', 'lighthouse'] as const;
export type Part = (typeof PARTS)[number];

/** The parts `--only a,b` names (all without it), or what is wrong with it. */
export function parseOnly(value: string | undefined): Set<Part> | string {
  if (value === undefined) return new Set(PARTS);
  const words = value
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  const unknown = words.filter((word) => !(PARTS as readonly string[]).includes(word));
  if (!words.length || unknown.length)
    return `--only takes some of ${PARTS.join(', ')}, comma-separated${unknown.length ? ` (not ${unknown.join(', ')})` : ''}.`;
  return new Set(words as Part[]);
}
