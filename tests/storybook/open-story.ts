import type { BrowserContext } from 'playwright-core';
import { collectProblems, type Outcome, outcomeOf, WATCH_STORIES } from './story-watch';

/**
 * Opens story `id` as its own link does (the manager's frame, a shared link): a new tab of `context`
 * loads `iframe.html?id=…&viewMode=story` afresh, with the cookies and storage earlier stories left
 * in that context. Reports its problems as renderStory does.
 */
export async function openStory(context: BrowserContext, base: string, id: string): Promise<Outcome> {
  const page = await context.newPage();
  try {
    const problems = collectProblems(page);
    await page.addInitScript(WATCH_STORIES);
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, { timeout: 120_000 });
    const finished = page.evaluate(() => (window as unknown as { __opened: Promise<string[]> }).__opened);
    return await outcomeOf(page, finished, problems);
  } finally {
    await page.close();
  }
}
