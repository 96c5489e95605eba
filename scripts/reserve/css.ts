// The reserve stylesheet's text from measured boxes, and its figures read back.

/** The widths measured and the media query each one's figures apply from (the demo's 681 px step). */
export const TIERS = [
  { width: 390, from: 0 },
  { width: 768, from: 681 },
  { width: 1280, from: 1024 },
] as const;

/** The window heights each width is measured at: a first screen that follows the window is a screen tall. */
export const HEIGHTS = [900, 700] as const;
/** The window height whose figures the sheet keeps (and reads back). */
export const MEASURED_HEIGHT = HEIGHTS[0];

/** `screen`: the first screen is the window's height plus this (a member screen's skeleton, 100svh). */
type Size = { width: number; height: number; screen?: number };
/** Per tag: the display the defined element has, and its box at each measured width. */
export type Reserve = Record<string, { display: string; sizes: Record<number, Size> }>;

const HEADER = `/*
 * Each element's box until its first screen is in (before it is defined, then while
 * its texts load), so a page that only pastes tags does not move when the element renders.
 * Generated from each element's first screen (its prerendered HTML, tallest of the four languages) at
 * 390, 768 and 1280 px by \`npx tsx scripts/reserve/generate.ts <demo origin>\`: do not edit by hand;
 * tests/e2e/reserve.spec.ts fails when a reserved box drifts more than 4 px from that first screen.
 */
`;

function declarations(display: string, size: Size, first: boolean, sized: boolean): string[] {
  const lines = first ? [`display: ${display.startsWith('inline') ? 'inline-block' : 'block'};`] : [];
  // A first screen that takes no room (the app banner lies over the page): its spinner neither.
  if (size.height === 0) return [...lines, 'block-size: 0;', 'overflow: hidden;'];
  if (sized) lines.push(`min-inline-size: ${Math.round(size.width)}px;`);
  // A window-tall first screen in a window of another height than the one measured.
  if (size.screen !== undefined) lines.push(`min-block-size: calc(100svh + ${Math.round(size.screen)}px);`);
  else lines.push(`min-block-size: ${Math.round(size.height)}px;`);
  return lines;
}

/** Sized by its content (a header's widget): the same width at every measured width, so it is reserved too. */
const contentSized = (sizes: Size[]) =>
  sizes.length > 1 && sizes.every((size) => Math.abs(size.width - (sizes[0]?.width ?? 0)) < 1);

// Before it is defined, then while it waits for its texts (a spinner): until the island says `data-shown`.
const rule = (tag: string, lines: string[], indent: string) =>
  `${indent}${tag}:not([data-shown]) {\n${lines.map((line) => `${indent}  ${line}\n`).join('')}${indent}}\n`;

/** The stylesheet: one rule per element for phones, then a media query per wider tier where it differs. */
export function reserveCss(reserve: Reserve): string {
  const kept = Object.entries(reserve)
    .filter(([, entry]) => entry.display !== 'none')
    .sort(([a], [b]) => a.localeCompare(b));
  let out = HEADER;
  // Scroll anchoring (a link to `#my-tickets` below the dashboard): a node inside a member screen still
  // filling in gets its anchoring suppressed by its own changes, so the page's box around it anchors.
  const screens = kept.filter(([, { sizes }]) =>
    Object.values(sizes).some((size) => size.screen !== undefined),
  );
  if (screens.length) out += `${screens.map(([tag]) => tag).join(',\n')} {\n  overflow-anchor: none;\n}\n`;
  const last = new Map<string, string>();
  for (const [index, tier] of TIERS.entries()) {
    let rules = '';
    for (const [tag, { display, sizes }] of kept) {
      const size = sizes[tier.width];
      if (!size) continue;
      const lines = declarations(display, size, index === 0, contentSized(Object.values(sizes)));
      const key = lines.filter((line) => !line.startsWith('display')).join(' ');
      if (last.get(tag) === key) continue;
      last.set(tag, key);
      rules += rule(tag, lines, index === 0 ? '' : '  ');
    }
    if (!rules) continue;
    out += index === 0 ? rules : `\n@media (min-width: ${tier.from}px) {\n${rules}}\n`;
  }
  return out;
}

/** The reserved block size of each tag at each measured width, read back from the stylesheet. */
export function parseReserve(css: string): Record<string, Record<number, number>> {
  const out: Record<string, Record<number, number>> = {};
  let from = 0;
  let current = '';
  for (const line of css.split('\n')) {
    const media = /^@media \(min-width: (\d+)px\)/.exec(line);
    if (media) from = Number(media[1]);
    if (line === '}') from = 0;
    const tag = /^\s*(cine-[a-z-]+):not\(\[data-shown\]\) \{/.exec(line)?.[1];
    if (tag) current = tag;
    const screen = /min-block-size: calc\(100svh \+ (-?\d+)px\);/.exec(line)?.[1];
    const px = /(?:min-)?block-size: (\d+)(?:px)?;/.exec(line)?.[1];
    const height = screen === undefined ? px : String(MEASURED_HEIGHT + Number(screen));
    if (height === undefined || !current) continue;
    const figures = out[current] ?? {};
    out[current] = figures;
    for (const tier of TIERS) if (tier.from >= from) figures[tier.width] = Number(height);
  }
  return out;
}
