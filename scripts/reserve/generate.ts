// Measures each element's first screen in Chromium against the demo (its prerendered
// HTML, in the four languages, the tallest kept) at the widths of the reserve's media queries, and
// writes src/styles/cine-reserve.css; `--check` compares the demo's reserved boxes instead, failing on
// a drift over 4 px (tests/e2e/reserve.spec.ts does the same in the e2e run). After `npm run build`:
//   PORT=5328 DEMO_DB=memory npx tsx demo/server/serve.ts --prod &
//   npx tsx scripts/reserve/generate.ts http://ch.localhost:5328 [--check]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launch } from './browser';
import { HEIGHTS, type Reserve, reserveCss, TIERS } from './css';
import { firstScreens, reservedBoxes } from './slots';

const origin = process.argv[2] ?? 'http://ch.localhost:5173';
const check = process.argv.includes('--check');
const file = resolve(import.meta.dirname, '../../src/styles/cine-reserve.css');
export const TOLERANCE = 4;

const browser = await launch();
const measured: Reserve = {};
const drifts: string[] = [];
for (const tier of TIERS) {
  const [tall, short] = HEIGHTS;
  const screens = await firstScreens(browser, origin, tier.width, tall);
  // Measured in a shorter window too: a first screen as much shorter is a window tall (member skeletons).
  const shorter = await firstScreens(browser, origin, tier.width, short);
  const reserved = check ? await reservedBoxes(browser, origin, tier.width) : undefined;
  for (const [tag, box] of screens) {
    measured[tag] ??= { display: box.display, sizes: {} };
    const entry = measured[tag];
    const other = shorter.get(tag)?.height;
    const followsWindow = other !== undefined && Math.abs(box.height - other - (tall - short)) < 1;
    const screen = followsWindow ? box.height - tall : undefined;
    if (entry) entry.sizes[tier.width] = { width: box.width, height: box.height, screen };
    const held = reserved?.get(tag);
    const note = `${screen === undefined ? '' : `  window + ${screen.toFixed(1)}`}${held ? `  reserved ${held.height.toFixed(1)}` : ''}`;
    console.log(
      `${tag.padEnd(24)} ${String(tier.width).padStart(4)} px  ${box.display.padEnd(12)} ${box.width.toFixed(1)} x ${box.height.toFixed(1)} (${box.lang}; lowest ${box.low.toFixed(1)})${note}`,
    );
    if (held && Math.abs(held.height - box.height) > TOLERANCE)
      drifts.push(`${tag} at ${tier.width} px: reserved ${held.height}, first screen ${box.height}`);
  }
}
await browser.close();
if (check) {
  console.log(drifts.length ? drifts.join('\n') : `every reserve within ${TOLERANCE} px of its first screen`);
  process.exit(drifts.length ? 1 : 0);
}
writeFileSync(file, reserveCss(measured));
console.log(`wrote ${file}`);
