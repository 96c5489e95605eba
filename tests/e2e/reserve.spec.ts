import { HEIGHTS, TIERS } from '../../scripts/reserve/css';
import { firstScreens, reservedBoxes } from '../../scripts/reserve/slots';
import { countryUrl, expect, test } from './fixtures';

// On the demo pages that only paste tags, each element's box before it renders (the
// reserve sheet's doing, scripts held back) is its first screen (its prerendered HTML, tallest of the
// four languages, painted with no script and no reserve) within 4 px, at each width the sheet covers.
// In two window heights: a member screen's skeleton is a window tall. A drift means:
// `npx tsx scripts/reserve/generate.ts <demo origin>` and rebuild.
const TOLERANCE = 4;

test('each element reserves its first screen, within 4 px, at 390, 768 and 1280 px, in windows 900 and 700 px tall', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const origin = new URL(countryUrl('ch')).origin;
  const drifts: string[] = [];
  let compared = 0;
  for (const height of HEIGHTS)
    for (const tier of TIERS) {
      const screens = await firstScreens(browser, origin, tier.width, height);
      const reserved = await reservedBoxes(browser, origin, tier.width, height);
      for (const [tag, screen] of screens) {
        const held = reserved.get(tag);
        compared += 1;
        const line = `${tag} at ${tier.width} x ${height} px: first screen ${screen.width.toFixed(0)} x ${screen.height.toFixed(0)} (${screen.lang}), reserved ${held?.width.toFixed(0)} x ${held?.height.toFixed(0)}`;
        if (!held || Math.abs(held.height - screen.height) > TOLERANCE) drifts.push(line);
        else if (tier.width === 390 && height === HEIGHTS[0]) console.log(`[reserve] ${line}`);
      }
    }
  console.log(`[reserve] ${compared} boxes compared, ${drifts.length} off by more than ${TOLERANCE} px`);
  expect(drifts).toEqual([]);
  expect(compared).toBe(14 * TIERS.length * HEIGHTS.length);
});
