import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { MINIBROWSER, WEBKIT_DRIVER } from '../setup/ensure-engines';
import { pickPort } from '../setup/free-port';
import { script } from './page-scripts';
import type { Found, Session } from './session';

const wrap = (driver: WebDriver, element: WebElement): Found => ({
  async click() {
    try {
      await element.click();
    } catch (error) {
      // Same inside a cross-site iframe: the element's own click() is what a tap does there.
      if ((error as Error).name !== 'ElementClickInterceptedError') throw error;
      await driver.executeScript('arguments[0].click()', element);
    }
  },
  async type(text) {
    try {
      await element.sendKeys(text);
    } catch (error) {
      // WebKitWebDriver calls a field inside a cross-site iframe "not focusable" (and a click on it
      // "intercepted"): focus it from the page, then type as keyboard input.
      if ((error as Error).name !== 'ElementNotInteractableError') throw error;
      await driver.executeScript('arguments[0].focus()', element);
      await driver.actions().sendKeys(text).perform();
      // When even the keys miss the field, its value is set as the browser would after typing.
      await driver.executeScript(
        "const f = arguments[0]; if (!f.value.endsWith(arguments[1])) { Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f), 'value').set.call(f, f.value + arguments[1]); f.dispatchEvent(new Event('input', { bubbles: true, composed: true })); }",
        element,
        text,
      );
    }
  },
});

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const ready = await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer /status within 10 s');
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (classic W3C WebDriver, selenium-webdriver 4.46, the
 * last release for Node 20). It needs an X display: the runner starts this engine under `xvfb-run -a`.
 */
export async function webdriverSession(): Promise<Session> {
  const port = pickPort(0);
  const server = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  let driver: WebDriver;
  try {
    await waitForDriver(url, server);
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        acceptInsecureCerts: true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
  } catch (error) {
    server.kill();
    throw error;
  }
  await driver.manage().window().setRect({ width: 1280, height: 800 });
  // MiniBrowser's window cannot be narrower than about 447 px: a phone's width is then a same-origin
  // frame of that width (media queries and layout follow the frame, as in a phone's viewport).
  let narrow: { width: number; height: number } | undefined;
  const frameOf = () => driver.findElement({ css: 'iframe#engines-viewport' });
  return {
    engine: 'webkit',
    async goto(target) {
      await driver.switchTo().defaultContent();
      if (!narrow) return driver.get(target);
      await driver.get(new URL('/cine-sw.js', target).href);
      await driver.executeScript(
        "document.documentElement.innerHTML = '<body style=\"margin:0\"><iframe id=\"engines-viewport\" style=\"border:0;display:block\"></iframe></body>'; const f = document.getElementById('engines-viewport'); f.style.width = arguments[1] + 'px'; f.style.height = arguments[2] + 'px'; return new Promise((resolve) => { f.onload = resolve; f.src = arguments[0]; });",
        target,
        narrow.width,
        narrow.height,
      );
      await driver.switchTo().frame(await frameOf());
    },
    url: () => (narrow ? driver.executeScript<string>('return location.href') : driver.getCurrentUrl()),
    run: <T>(source: string, ...args: unknown[]) => driver.executeScript(source, ...args) as Promise<T>,
    async find(selector, text, hidden = false) {
      const element = (await driver.executeScript(
        script('findDeep'),
        selector,
        text ?? null,
        hidden,
      )) as WebElement | null;
      return element ? wrap(driver, element) : null;
    },
    async frame(selector) {
      if (!selector) {
        await driver.switchTo().defaultContent();
        return;
      }
      const element = (await driver.executeScript(
        script('findDeep'),
        selector,
        null,
        false,
      )) as WebElement | null;
      if (!element) throw new Error(`no iframe ${selector}`);
      await driver.switchTo().frame(element);
    },
    async resize(width, height) {
      // The window's outer size: the page gets the inner part, the same as the other engines' viewport.
      narrow = undefined;
      await driver.manage().window().setRect({ width, height });
      // The page learns its new width a moment after the window has it (it still said 1280 in a 447 px window).
      const outer = (await driver.manage().window().getRect()).width;
      const innerWidth = () => driver.executeScript<number>('return window.innerWidth');
      let inner = await innerWidth();
      for (let tries = 0; inner > outer && tries < 50; tries++) {
        await driver.sleep(100);
        inner = await innerWidth();
      }
      if (inner !== width)
        await driver
          .manage()
          .window()
          .setRect({ width: width + (width - inner), height });
      if ((await driver.executeScript<number>('return window.innerWidth')) > width)
        narrow = { width, height };
    },
    // Classic WebDriver has no preload script; WebKitWebDriver has no BiDi yet.
    onNewDocument: async () => false,
    clearCookies: () => driver.manage().deleteAllCookies(),
    async press(key) {
      const code = { Escape: Key.ESCAPE, Tab: Key.TAB, Enter: Key.ENTER }[key];
      await driver.actions().sendKeys(code).perform();
    },
    async screenshot(path) {
      if (!narrow) return writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
      await driver.switchTo().defaultContent();
      writeFileSync(path, Buffer.from(await (await frameOf()).takeScreenshot(), 'base64'));
      await driver.switchTo().frame(await frameOf());
    },
    async close() {
      await driver.quit().catch(() => {});
      server.kill();
    },
  };
}
