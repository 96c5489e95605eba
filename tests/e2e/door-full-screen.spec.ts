import type { Locator, Page } from '@playwright/test';
import { fakeWakeLock, type WakeLockLog } from '../setup/fake-wake-lock';
import { countryUrl, expect, login, test, waitForIslands } from './fixtures';

// The full-screen code at the cinema door: as large as the screen allows, dark on white whatever the
// theme, covered by nothing, and the screen kept on while it is open.

/** The view's padding (`--_space-4`): the code may leave that much room on each side, no more. */
const MARGIN = 16;

const wakeLockCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLockLog: WakeLockLog }).wakeLockLog.calls.slice());
const showPage = (page: Page, state: 'visible' | 'hidden') =>
  page.evaluate((to) => (window as unknown as { wakeLockLog: WakeLockLog }).wakeLockLog.show(to), state);

/** Signs the Swiss member in, opens the e-tickets and (after `before`, if any) the first coming ticket's full-screen code. */
async function openCode(page: Page, theme?: string, before?: (tickets: Locator) => Promise<void>) {
  await login(page, 'ch', 'fr');
  await page.goto(countryUrl('ch', '/fr/e-tickets'));
  await waitForIslands(page);
  if (theme) await page.addStyleTag({ content: theme });
  const tickets = page.locator('cine-tickets');
  await before?.(tickets);
  const button = tickets.getByRole('button', { name: 'Afficher en plein écran' }).first();
  await button.click();
  const view = tickets.getByRole('dialog');
  await expect(view).toBeVisible();
  return { button, view, code: view.locator('svg[part~="qr-code"]') };
}

/** What a tap at (x, y) reaches, through the shadow roots: the code, the view around it, or else what lies on top. */
const topAt = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([x, y]) => {
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      if (hit?.closest('[part~="qr-code"]')) return 'code';
      return hit?.closest('dialog') ? 'view' : `${hit?.localName}.${hit?.className}`;
    },
    [x, y] as const,
  );

/** The code is square, whole in the viewport, as large as its shorter side less the margins, and nothing lies on it. */
async function fillsTheScreen(page: Page, code: Locator) {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  const box = await code.boundingBox();
  if (!box) throw new Error('the full-screen code has no box');
  const where = `${width} x ${height}: code at ${JSON.stringify(box)}`;
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, where).toBeLessThanOrEqual(width);
  expect(box.y + box.height, where).toBeLessThanOrEqual(height);
  expect(Math.abs(box.width - box.height), where).toBeLessThan(1);
  expect(box.width, where).toBeGreaterThanOrEqual(Math.min(width, height) - 2 * MARGIN - 0.5);
  const inset = 2;
  for (const [x, y] of [
    [box.x + box.width / 2, box.y + box.height / 2],
    [box.x + inset, box.y + inset],
    [box.x + box.width - inset, box.y + inset],
    [box.x + inset, box.y + box.height - inset],
    [box.x + box.width - inset, box.y + box.height - inset],
  ] as const) {
    expect(await topAt(page, x, y), `${where}, at ${x}, ${y}`).toBe('code');
  }
}

const WHITE = 'rgb(255, 255, 255)';

test('ch/fr at 390 x 844: the code fills the screen on white, upright and on its side, and Escape gives the focus back to its button', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { button, view, code } = await openCode(page);
  await fillsTheScreen(page, code);
  await expect(view).toHaveCSS('background-color', WHITE);
  await axe.check();
  // Turned on its side, then a desktop window: the code still the largest square that fits.
  for (const viewport of [
    { width: 844, height: 390 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await fillsTheScreen(page, code);
  }
  await axe.check();
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(button).toBeFocused();
});

// A page with a dark theme: its tokens stop at the view, which stays dark on white and readable.
const DARK = `body { background: #121212; --cine-color-bg: #121212; --cine-color-text: #f1f1f1;
  --cine-color-muted: #b5b5b5; --cine-color-border: #8a8a8a; --cine-color-surface: #1e1e1e;
  --cine-color-accent: #ff8a9a; --cine-color-accent-hover: #ffb3be; --cine-color-on-accent: #121212;
  --cine-color-error: #ff8a80; --cine-color-success: #7fd68f; }`;

test('ch/fr at 360 x 640 in a dark theme: the code fills the screen, dark on white, its words dark and readable', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const { button, view, code } = await openCode(page, DARK);
  await fillsTheScreen(page, code);
  await expect(view).toHaveCSS('background-color', WHITE);
  await expect(code.locator('rect')).toHaveAttribute('fill', '#fff');
  await expect(code.locator('path')).toHaveAttribute('fill', '#000');
  await expect(view.getByRole('heading')).toHaveCSS('color', 'rgb(27, 27, 31)');
  await expect(view.getByText('Augmentez la luminosité')).toHaveCSS('color', 'rgb(85, 86, 92)');
  await axe.check();
  await page.setViewportSize({ width: 640, height: 360 });
  await fillsTheScreen(page, code);
  await axe.check();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('ch/fr: the screen stays on while the code is open: a wake lock asked on opening, let go when the page is hidden, asked again when it shows, let go on closing', async ({
  page,
}) => {
  await page.addInitScript(fakeWakeLock, 'grant');
  const { button, view } = await openCode(page);
  await expect.poll(() => wakeLockCalls(page)).toEqual(['request screen']);
  await showPage(page, 'hidden');
  await expect.poll(() => wakeLockCalls(page)).toEqual(['request screen', 'release']);
  await showPage(page, 'visible');
  await expect.poll(() => wakeLockCalls(page)).toEqual(['request screen', 'release', 'request screen']);
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(button).toBeFocused();
  const closed = ['request screen', 'release', 'request screen', 'release'];
  await expect.poll(() => wakeLockCalls(page)).toEqual(closed);
  // Closed, the page showing again asks for nothing.
  await showPage(page, 'hidden');
  await showPage(page, 'visible');
  expect(await wakeLockCalls(page)).toEqual(closed);
});

test('ch/fr: where the browser refuses a wake lock or has none, the code opens all the same, with no error', async ({
  page,
}) => {
  // Any console error or uncaught rejection fails the test (fixtures).
  await page.addInitScript(fakeWakeLock, 'refuse');
  const { button, view, code } = await openCode(page);
  await expect(code).toBeVisible();
  await expect.poll(() => wakeLockCalls(page)).toEqual(['request screen']);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await page.evaluate(() => Reflect.deleteProperty(Navigator.prototype, 'wakeLock'));
  await button.click();
  await expect(code).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
});

test('ch/fr: a toast that arrives while the code is open lies beneath it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The ticket e-mail is sent again; its answer (and its toast) waits until the code is open.
  let answer = () => {};
  const opened = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/SendMailTransaction/**', async (route) => {
    await opened;
    await route.continue();
  });
  const { code } = await openCode(page, undefined, (tickets) =>
    tickets.getByRole('button', { name: 'Renvoyer l’e-mail du billet' }).first().click(),
  );
  answer();
  const toast = page.locator('[part~="toast"]').filter({ hasText: 'Nous avons renvoyé l’e-mail du billet.' });
  await expect(toast).toHaveCount(1);
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast has no box');
  expect(await topAt(page, box.x + box.width / 2, box.y + box.height / 2)).toBe('view');
  await fillsTheScreen(page, code);
});
