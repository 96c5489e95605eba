/**
 * French typography for our French text files: a narrow no-break space (U+202F) before `: ; ! ?`
 * and `»`, and after `«`, so no line breaks before a colon. Applied to the files by
 * `npm run texts:french` (scripts/french-spacing.ts) and checked by french-spacing.test.ts: the
 * rule costs no byte in any page, and every French text, ours and in every build, carries it.
 */
export const NARROW_NBSP = '\u202F';

// Whatever space is there (none, plain, no-break) becomes the narrow one.
export const frenchSpacing = (text: string): string =>
  text
    .replace(/(?<=\S)[ \u00A0\u202F]*([:;!?»])/g, `${NARROW_NBSP}$1`)
    .replace(/«[ \u00A0\u202F]*/g, `«${NARROW_NBSP}`);

/** Every string of a text tree with the rule applied (keys untouched). */
export function frenchTree(tree: unknown): unknown {
  if (typeof tree === 'string') return frenchSpacing(tree);
  if (typeof tree !== 'object' || tree === null) return tree;
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, frenchTree(value)]));
}
