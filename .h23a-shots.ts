import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './tests/setup/ensure-chromium';

const base = (country: string) => `http://${country}.localhost:5323`;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
async function shot(country: string, lang: string, path: string, name: string, width = 390, after?: (p: import('playwright-core').Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base(country)}/${lang}/login`);
  await page.locator('cine-login input[type="email"]').fill(`demo.${country}@cine.test`);
  await page.locator('cine-login input[type="password"]').fill('Popcorn-2026');
  await page.locator('cine-login').getByRole('checkbox').check();
  await page.locator('cine-login').getByRole('button', { name: /connecter|Sign in|Anmelden|Inloggen/ }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(`${base(country)}${path}`);
  await page.waitForTimeout(2500);
  if (after) await after(page);
  await page.screenshot({ path: `/tmp/h23a/${name}.png`, fullPage: false });
  await context.close();
}
await shot('sn', 'fr', '/fr', 'sn-fr-dashboard', 1280, async (p) => {
  await p.locator('cine-user-menu').getByRole('button').last().click();
  await p.waitForTimeout(300);
});
await shot('sn', 'fr', '/fr/contact-us', 'sn-fr-contact', 390, async (p) => {
  await p.locator('cine-contact').getByLabel(/Référence/).scrollIntoViewIfNeeded();
});
await shot('ch', 'fr', '/fr/e-tickets', 'ch-fr-tickets', 390);
await shot('ch', 'de', '/de/loyalty-program', 'ch-de-loyalty', 390);
await shot('ch', 'de', '/de', 'ch-de-dashboard-films', 1280, async (p) => {
  await p.locator('cine-dashboard [part="films"]').scrollIntoViewIfNeeded().catch(() => {});
  await p.locator('cine-dashboard').getByRole('heading', { name: 'Meine Filme' }).scrollIntoViewIfNeeded();
});
await browser.close();
