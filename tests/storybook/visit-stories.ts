import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../setup/ensure-chromium';
import { openStory } from './open-story';
import { renderStory } from './render-story';
import { serveStatic } from './static-server';
import type { Outcome } from './story-watch';

/**
 * `npm run test:storybook`: builds Storybook once (`--no-build` reuses storybook-static/), then
 * visits every story of its index in Chromium as an integrator's browser shows it, two ways: switched
 * to inside one loaded preview (as the manager does), and opened by its own link (a fresh load).
 * Each renders, its play function passes, and no console error, uncaught error or failed resource
 * comes with it.
 */
const OUT = 'storybook-static';
// Tabs opening stories by their links at once: two cores keep busy without a story timing out.
const TABS = 3;
const VIEWPORT = { width: 1280, height: 900 };
const started = Date.now();
if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', OUT], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(`${OUT}/index.json`)) throw new Error(`${OUT}/index.json is missing: build Storybook first`);
const index = JSON.parse(readFileSync(`${OUT}/index.json`, 'utf8')) as {
  entries: Record<string, { id: string; type: string }>;
};
const ids = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  // STORIES=id,id visits only those (a story being mended).
  .filter((entry) => !process.env.STORIES || process.env.STORIES.split(',').includes(entry.id))
  .map((entry) => entry.id);

type Failure = { id: string; outcome: Outcome };

async function switchEach(browser: Browser, base: string): Promise<Failure[]> {
  const failures: Failure[] = [];
  const page = await browser.newPage({ viewport: VIEWPORT });
  for (const id of ids) {
    const outcome = await renderStory(page, base, id);
    if (outcome.problems.length) failures.push({ id, outcome });
  }
  await page.close();
  return failures;
}

async function openEach(browser: Browser, base: string): Promise<Failure[]> {
  const failures: Failure[] = [];
  const queue = [...ids];
  const tab = async () => {
    // A context per tab: a story rendering beside another would share its cookies (a session) mid-render.
    const context = await browser.newContext({ viewport: VIEWPORT });
    for (let id = queue.shift(); id; id = queue.shift()) {
      const outcome = await openStory(context, base, id);
      if (outcome.problems.length) failures.push({ id, outcome });
    }
    await context.close();
  };
  await Promise.all(Array.from({ length: Math.min(TABS, ids.length) }, tab));
  return failures.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

const ways = [
  { name: 'switched to in one preview', visit: switchEach },
  { name: `each opened by its own link (${TABS} tabs)`, visit: openEach },
];
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const server = await serveStatic(OUT);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const lines: string[] = [];
let failed = 0;
try {
  for (const { name, visit } of ways) {
    const since = Date.now();
    const failures = await visit(browser, server.base);
    for (const { id, outcome } of failures)
      console.error(`✗ ${id} (${name})\n    ${outcome.problems.join('\n    ')}`);
    failed += failures.length;
    lines.push(
      `Storybook, ${name}: ${ids.length - failures.length} of ${ids.length} stories passed (${seconds(since)} s)`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
for (const line of lines) console.log(line);
console.log(`Storybook in Chromium: build and both ways ${seconds(started)} s`);
process.exit(failed ? 1 : 0);
