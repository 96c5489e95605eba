import type { Page } from 'playwright-core';
import { collectProblems, type Outcome, outcomeOf, WATCH_STORIES } from './story-watch';

let loaded: Page | undefined;
let problems: string[] = [];

/**
 * Renders story `id` in Storybook's preview (iframe.html, loaded once per page; later stories are
 * switched to as the manager does) and reports its problems: a render or play failure, a console
 * error, an uncaught error, a failed resource.
 */
export async function renderStory(page: Page, base: string, id: string): Promise<Outcome> {
  if (loaded !== page) {
    loaded = page;
    problems = collectProblems(page);
    await page.goto(`${base}/iframe.html`, { timeout: 120_000 });
    await page.waitForFunction(
      () => '__STORYBOOK_PREVIEW__' in window && '__STORYBOOK_ADDONS_CHANNEL__' in window,
      null,
      { timeout: 120_000 },
    );
    await page.evaluate(WATCH_STORIES);
  }
  problems.length = 0;
  const finished = page.evaluate(
    (story) => (window as unknown as { __visit(id: string): Promise<string[]> }).__visit(story),
    id,
  );
  return outcomeOf(page, finished, problems);
}
