// /member.html#member-tickets, cold loads of a signed-in member: is the tickets'
// heading in view once the page settled, and what the page's layout shifts sum to. Against a demo:
//   RUNS=20 CPU=4 WIDTH=390 [KEEPER=off] [BANNER=closed] npx tsx scripts/reserve/anchor.ts http://ch.localhost:5310
import { coldContext, cumulativeShift, launch, memberCookies } from './browser';

const origin = process.argv[2] ?? 'http://ch.localhost:5173';
const runs = Number(process.env.RUNS ?? 20);
const cpu = Number(process.env.CPU ?? 1);
const width = Number(process.env.WIDTH ?? 390);
const browser = await launch();
const cookies = await memberCookies(browser, origin, new URL(origin).hostname.slice(0, 2));
let missed = 0;
const lines: string[] = [];
for (let i = 0; i < runs; i += 1) {
  const context = await coldContext(browser, width, cookies);
  // KEEPER=off: the keeper stopped at once (as by an input), to compare with a page that does not keep
  // the fragment's target in view.
  if (process.env.KEEPER === 'off')
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => dispatchEvent(new Event('keydown'))),
    );
  if (process.env.BANNER === 'closed')
    await context.addInitScript(() => localStorage.setItem('cine_app_banner_closed', '1'));
  const page = await context.newPage();
  if (cpu > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  await page.goto(`${origin}/member.html#member-tickets`, { waitUntil: 'networkidle' });
  // Settled: the tickets' heading is in, then the document's height stays the same for 2 s.
  await page.waitForFunction(
    () => document.querySelector('cine-tickets')?.shadowRoot?.querySelector('h1'),
    null,
    {
      timeout: 60_000,
    },
  );
  for (let height = -1, still = 0; still < 4; await page.waitForTimeout(500)) {
    const now = await page.evaluate(() => document.documentElement.scrollHeight);
    still = now === height ? still + 1 : 0;
    height = now;
  }
  const state = await page.evaluate(() => {
    const heading = document.querySelector('cine-tickets')?.shadowRoot?.querySelector('h1');
    const box = heading?.getBoundingClientRect();
    const section = document.getElementById('member-tickets')?.getBoundingClientRect();
    return {
      inView: Boolean(box && box.bottom > 0 && box.top < innerHeight),
      headingTop: box ? Math.round(box.top) : null,
      sectionTop: section ? Math.round(section.top) : null,
      scrollY: Math.round(scrollY),
      shifts: (window as unknown as { shifts: { value: number; time: number; moved: string[] }[] }).shifts,
    };
  });
  const sum = state.shifts.reduce((total, shift) => total + shift.value, 0);
  if (!state.inView) missed += 1;
  lines.push(
    `${String(i + 1).padStart(2)} ${state.inView ? 'in view' : 'MISSED '} heading ${state.headingTop} section ${state.sectionTop} scrollY ${state.scrollY} shifts ${sum.toFixed(3)} cls ${cumulativeShift(state.shifts).toFixed(3)}`,
  );
  if (!state.inView || sum > 0.02 || process.env.VERBOSE)
    for (const shift of state.shifts)
      lines.push(`     ${shift.time.toFixed(0)} ms ${shift.value.toFixed(3)} ${shift.moved.join(' | ')}`);
  await context.close();
}
console.log(lines.join('\n'));
console.log(`${width} px, CPU x${cpu}: tickets heading missed in ${missed} of ${runs} loads`);
await browser.close();
