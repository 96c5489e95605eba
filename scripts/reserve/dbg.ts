import { coldContext, launch, memberCookies } from './browser';

const browser = await launch();
const cookies = await memberCookies(browser, 'http://ch.localhost:5328', 'ch');
const context = await coldContext(browser, 1280, cookies);
const page = await context.newPage();
await page.goto('http://ch.localhost:5328/member.html');
for (const t of [300, 700, 1500]) {
  await page.waitForTimeout(t === 300 ? 300 : 400);
  await page.screenshot({ path: `/tmp/h22int-member-${t}.png` });
}
console.log(page.url());
await browser.close();
