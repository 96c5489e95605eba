// Where each element's box is measured: the demo pages that only paste tags, and a
// copy of the marketing page whose members card holds the forms no such page shows. The element's
// first screen is what renderToHtml prerenders (texts and settings in, no member data: member screens
// as their placeholders), painted by Chromium with scripts held back, in each of the four languages.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');

/** A demo page to measure, and what replaces its <cine-login> (the card of the marketing page). */
export interface MeasuredPage {
  path: string;
  swap?: string;
}

export const PAGES: MeasuredPage[] = [
  { path: '/marketing.html' },
  { path: '/help.html' },
  { path: '/member.html' },
  {
    path: '/marketing.html',
    swap: [
      '<cine-signup></cine-signup>',
      '<cine-forgotten-password></cine-forgotten-password>',
      '<cine-reset-password></cine-reset-password>',
      '<cine-loyalty></cine-loyalty>',
    ].join(''),
  },
];

/** The languages measured, each in a country that speaks it. */
export const LANGUAGES = [
  { lang: 'fr', country: 'CH' },
  { lang: 'en', country: 'CH' },
  { lang: 'de', country: 'CH' },
  { lang: 'nl', country: 'BE' },
] as const;

/** One element's box on a page. */
export interface Box {
  tag: string;
  width: number;
  height: number;
  display: string;
}

/** Every `cine-*` element's box on the page (the first of each tag). */
export function boxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const seen = new Map<string, { tag: string; width: number; height: number; display: string }>();
    for (const element of document.querySelectorAll('*')) {
      if (!element.localName.startsWith('cine-') || seen.has(element.localName)) continue;
      const rect = element.getBoundingClientRect();
      const display = getComputedStyle(element).display;
      seen.set(element.localName, {
        tag: element.localName,
        width: rect.width,
        height: rect.height,
        display,
      });
    }
    return [...seen.values()];
  });
}

/** The demo's built reserve sheet (Vite names it after the first page that links it): its URL path. */
export function reserveSheet(): string {
  const assets = join(root, 'dist-demo/assets');
  const name = readdirSync(assets).find(
    (file) => file.endsWith('.css') && /^cine-[a-z-]+[,:{]/.test(readFileSync(join(assets, file), 'utf8')),
  );
  if (!name) throw new Error('no reserve sheet in dist-demo/assets: `npm run build`');
  return `/assets/${name}`;
}

const demoHtml = (path: string) => readFileSync(join(root, 'dist-demo', path), 'utf8');
const withSwap = (html: string, { swap }: MeasuredPage) =>
  swap ? html.replace('<cine-login></cine-login>', swap) : html;

type Fill = (html: string, options: { country: string; lang: string; stylesBase: string }) => Promise<string>;
let fill: Fill | undefined;
async function fillElements(): Promise<Fill> {
  const server = (await import(join(root, 'dist/server/index.js'))) as { fillElements: Fill };
  fill = server.fillElements;
  return fill;
}

/** Opens `page.path` at `width` (and `height`) with no script run; `body` replaces the page's HTML. */
async function staticPage(
  browser: Browser,
  origin: string,
  width: number,
  height: number,
  measured: MeasuredPage,
  body?: string,
) {
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: false });
  if (body !== undefined)
    await context.route(
      (url) => url.pathname === measured.path,
      (route) => route.fulfill({ body, contentType: 'text/html; charset=utf-8' }),
    );
  const page = await context.newPage();
  await page.goto(`${origin}${measured.path}`, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const found = await boxes(page);
  await context.close();
  return found;
}

/**
 * Each element's first screen at `width`: its prerendered HTML in the page, painted without scripts
 * and without the reserve sheet, in each language; per tag the tallest language and the spread.
 */
export async function firstScreens(browser: Browser, origin: string, width: number, height = 900) {
  const render = fill ?? (await fillElements());
  const sheet = reserveSheet();
  const out = new Map<string, Box & { low: number; lang: string }>();
  for (const measured of PAGES)
    for (const { lang, country } of LANGUAGES) {
      const html = (
        await render(withSwap(demoHtml(measured.path), measured), {
          country,
          lang,
          stylesBase: '/assets/styles/',
        })
      )
        // The reserve would hold the box: the first screen is measured on its own.
        .replace(`<link rel="stylesheet" crossorigin href="${sheet}">`, '');
      for (const box of await staticPage(browser, origin, width, height, measured, html)) {
        const kept = out.get(box.tag);
        if (!kept) out.set(box.tag, { ...box, low: box.height, lang });
        else {
          if (box.height > kept.height) Object.assign(kept, { ...box, lang });
          kept.low = Math.min(kept.low, box.height);
        }
      }
    }
  return out;
}

/** Each element's box before it is defined on the demo's own pages (the reserve sheet's doing). */
export async function reservedBoxes(browser: Browser, origin: string, width: number, height = 900) {
  const out = new Map<string, Box>();
  for (const measured of PAGES) {
    const html = measured.swap ? withSwap(demoHtml(measured.path), measured) : undefined;
    for (const box of await staticPage(browser, origin, width, height, measured, html))
      if (!out.has(box.tag)) out.set(box.tag, box);
  }
  return out;
}
