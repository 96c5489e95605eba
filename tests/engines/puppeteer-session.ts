import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../setup/ensure-chromium';
import { FIREFOX } from '../setup/ensure-engines';
import { script } from './page-scripts';
import type { EngineName, Found, Session } from './session';

// A string, not a function: the protocol evaluates it outside the page's CSP (no `new Function` in the page).
const call = (source: string, args: unknown[]) =>
  `(function () {${source}\n}).apply(null, ${JSON.stringify(args)})`;

const wrap = (handle: ElementHandle<Element>): Found => ({
  click: () => handle.click(),
  type: (text) => handle.type(text),
});

/**
 * Firefox ESR over WebDriver BiDi (Playwright 1.65's BiDi client sends `emulation.setMediaFeaturesOverride`,
 * which Firefox 153 does not know), or Chromium over CDP for the baseline screenshots.
 */
export async function puppeteerSession(
  engine: Extract<EngineName, 'chromium' | 'firefox'>,
): Promise<Session> {
  const browser: Browser = await puppeteer.launch(
    engine === 'firefox'
      ? { browser: 'firefox', executablePath: FIREFOX, headless: true, acceptInsecureCerts: true }
      : {
          browser: 'chrome',
          executablePath: findChromium(),
          headless: true,
          args: CHROMIUM_ARGS,
          acceptInsecureCerts: true,
        },
  );
  const page: Page = await browser.newPage();
  let scope: Page | Frame = page;
  await page.setViewport({ width: 1280, height: 800 });
  return {
    engine,
    async goto(url) {
      scope = page;
      await page.goto(url, { waitUntil: 'load' });
    },
    url: async () => scope.url(),
    run: <T>(source: string, ...args: unknown[]) => scope.evaluate(call(source, args)) as Promise<T>,
    async find(selector, text, hidden = false) {
      const handle = await scope.evaluateHandle(call(script('findDeep'), [selector, text ?? null, hidden]));
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element ? wrap(element) : null;
    },
    async frame(selector) {
      if (!selector) {
        scope = page;
        return;
      }
      const handle = await page.$(selector);
      const frame = await handle?.contentFrame();
      if (!frame) throw new Error(`no iframe ${selector}`);
      scope = frame;
    },
    resize: (width, height) => page.setViewport({ width, height }),
    press: (key) => page.keyboard.press(key),
    async onNewDocument(source) {
      await page.evaluateOnNewDocument(source);
      return true;
    },
    async clearCookies() {
      await browser.deleteCookie(...(await browser.cookies()));
    },
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    close: () => browser.close(),
  };
}
