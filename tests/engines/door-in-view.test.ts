import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Country } from '../setup/demo';
import { nextShow, type Order } from '../setup/next-show';
import { at, count, ENGINE, signIn, until, withBrowser } from './harness';
import { script } from './page-scripts';
import type { Session } from './session';

// The member at the cinema door, phone in hand: the code they show is whole on screen, nothing over
// it, as in Chromium (tests/e2e/door-in-view.spec.ts). WebKit's window cannot be that narrow: the
// page is then a frame of the phone's size (webdriver-session.ts), whose viewport it measures.
const browser = withBrowser();
const PHONES = [
  [390, 844],
  [360, 640],
] as const;
// Country, language, whether its loyalty programme runs (an offer with its code).
const COUNTRIES: [Country, string, boolean][] = [
  ['ch', 'fr', true],
  ['be', 'nl', true],
  ['sn', 'fr', false],
];
const CODE = 'svg[part~="qr-code"]';
const DIR = 'test-results/engines-door-in-view';

type InView = { box: number[]; viewport: number[]; scrolled: number; covered: string[] } | null;

/** The orders the API answers the signed-in member, asked from the page as the e-tickets screen does. */
const ORDERS = `
const raw = decodeURIComponent((document.cookie.match(/(?:^|; )cine_session=([^;]*)/) || [])[1] || '');
return fetch('/tunnel/' + arguments[0] + '/customer/ebillet', { headers: { authorization: 'Bearer ' + JSON.parse(raw).jwt } })
  .then((answer) => answer.json()).then((body) => body.orders);`;

const inside = (seen: InView) => {
  if (!seen) return false;
  const [left = -1, top = -1, right = 0, bottom = 0] = seen.box;
  const [width = 0, height = 0] = seen.viewport;
  // Without scrolling: the page as it opens.
  const still = seen.scrolled === 0;
  return still && left >= 0 && top >= 0 && right <= width && bottom <= height && seen.covered.length === 0;
};

/**
 * Opens a door screen and waits for its live code (the door snapshot gone), then for the first code
 * matching `selector` to lie whole in the viewport with nothing over it; fails saying where it lies.
 */
async function expectCodeInView(s: Session, url: string, selector: string, where: string) {
  await s.goto(url);
  // A phone's scrollbar lies over the page (no width); a desktop Firefox's takes 12 px off a 360 px view.
  await s.run("document.documentElement.style.scrollbarWidth = 'none'");
  await until(s, async () => (await count(s, '[data-door]')) === 0, `${where}: the door snapshot stayed`);
  await until(s, async () => (await count(s, selector)) > 0, `${where}: no code shown`);
  let seen: InView = null;
  const measure = async () => {
    seen = await s.run<InView>(script('codeInView'), selector);
    return inside(seen);
  };
  // Measured once the layout has settled (fonts, late parts): what lies there in the end counts.
  await until(s, measure, `${where}: the code is not whole in view`, 10_000).catch(() => false);
  expect(inside(seen) ? 'in view' : seen, `${where}: code box, viewport, what covers it`).toBe('in view');
  // And it stays so once the late parts (films, notes, banners) are in.
  await new Promise((resolve) => setTimeout(resolve, 800));
  seen = await s.run<InView>(script('codeInView'), selector);
  expect(inside(seen) ? 'in view' : seen, `${where}, a moment later`).toBe('in view');
  await s.screenshot(`${DIR}/${ENGINE}-${where.replace(/\W+/g, '-')}.png`);
}

describe(`at the door on a phone, the codes whole on screen and uncovered (${ENGINE})`, () => {
  mkdirSync(DIR, { recursive: true });
  for (const [country, lang, loyalty] of COUNTRIES) {
    it(`${country}/${lang}: the next show's code, the member card's${loyalty ? ' and the offer’s' : ''} at 390 x 844 and 360 x 640`, async () => {
      const { s } = browser;
      // Signed in at full width: in WebKit's narrow frame the app would take itself for a partner iframe.
      await s.resize(1280, 844);
      await signIn(s, country, lang);
      const next = nextShow(await s.run<Order[]>(ORDERS, lang), Date.now());
      expect(next, 'the demo member has a coming show').toBeDefined();
      for (const [width, height] of PHONES) {
        const size = `${width} x ${height}`;
        await s.resize(width, height);
        // The next show leads: the first code on screen is its order's.
        const ticket = `[part~="order"][aria-labelledby="order-${next?.id}"] ${CODE}`;
        await expectCodeInView(s, at(country, `/${lang}/e-tickets`), CODE, `${country} e-tickets ${size}`);
        expect(await s.run<InView>(script('codeInView'), ticket), `e-tickets ${size}: the next show`).toEqual(
          await s.run<InView>(script('codeInView'), CODE),
        );
        await expectCodeInView(s, at(country, `/${lang}`), CODE, `${country} dashboard ${size}`);
        if (loyalty)
          await expectCodeInView(
            s,
            at(country, `/${lang}/loyalty-program`),
            CODE,
            `${country} loyalty ${size}`,
          );
      }
    }, 240_000);
  }

  it('the measure does see something laid over a code', async () => {
    const { s } = browser;
    await s.run(
      "document.body.append(Object.assign(document.createElement('div'), { style: 'position:fixed;inset:auto 0 0;height:50vh;background:#fff;z-index:2147483647' }));",
    );
    const seen = await s.run<InView>(script('codeInView'), CODE);
    expect(seen?.covered.length, JSON.stringify(seen)).toBeGreaterThan(0);
  });
});
