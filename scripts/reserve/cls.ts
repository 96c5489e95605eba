// CLS of the pages that only paste tags, at 390 and 1280 px, cold cache, with and
// without the reserve stylesheet (`--without` aborts it). Against a running demo:
//   PORT=5328 DEMO_DB=memory npx tsx demo/server/serve.ts --prod &
//   npx tsx scripts/reserve/cls.ts http://ch.localhost:5328 [--without] [--sources]

import { coldContext, cumulativeShift, launch, memberCookies, WIDTHS } from './browser';
import { reserveSheet } from './slots';

const origin = process.argv[2] ?? 'http://ch.localhost:5173';
const without = process.argv.includes('--without');
/** `--sources`: each shift of the last load, with what moved. */
const sources = process.argv.includes('--sources');
const runs = Number(process.env.RUNS ?? 3);
const PAGES = [
  { path: '/marketing.html', member: false },
  { path: '/help.html', member: false },
  { path: '/member.html', member: true },
];

const browser = await launch();
const cookies = await memberCookies(browser, origin, new URL(origin).hostname.slice(0, 2));
console.log(`CLS (worst session window), ${runs} cold loads each, reserve ${without ? 'aborted' : 'linked'}`);
for (const { path, member } of PAGES) {
  const line: string[] = [];
  for (const width of WIDTHS) {
    const figures: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await coldContext(browser, width, member ? cookies : []);
      if (without)
        await context.route(
          (url) => url.pathname === reserveSheet(),
          (route) => route.abort(),
        );
      const page = await context.newPage();
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; time: number; moved: string[] }[] }).shifts,
      );
      if (sources && i === runs - 1)
        for (const shift of shifts)
          console.log(
            `  ${width} px ${shift.time.toFixed(0)} ms ${shift.value.toFixed(3)} ${shift.moved.join(' | ')}`,
          );
      figures.push(cumulativeShift(shifts));
      await context.close();
    }
    figures.sort((a, b) => a - b);
    line.push(`${width} px ${figures.map((f) => f.toFixed(3)).join(' ')}`);
  }
  console.log(`${path.padEnd(16)} ${member ? 'member ' : 'visitor'}  ${line.join('   ')}`);
}
await browser.close();
