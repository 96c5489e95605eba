import type { Page } from 'playwright-core';

/** What one story's visit found wrong (nothing: it passed). */
export type Outcome = { problems: string[] };

// Storybook's preview events (storybook/internal/core-events) that end a story's render, good or bad.
const WATCH = `
  window.__visit = (id) => new Promise((resolve) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const problems = [];
    const events = {
      storyMissing: () => 'the story is missing from the index',
      storyErrored: (e) => 'render error: ' + e.title + ' ' + e.description,
      storyThrewException: (e) => 'story threw: ' + e.message,
      playFunctionThrewException: (e) => 'play function failed: ' + e.message,
      unhandledErrorsWhilePlaying: (errors) => 'unhandled errors while playing: ' + errors.map(String).join('; '),
      storyFinished: (e) => (e.status === 'success' ? null : 'finished with status ' + e.status),
    };
    const handlers = Object.entries(events).map(([name, describe]) => {
      const handler = (value) => {
        const problem = describe(value);
        if (problem) problems.push(problem);
        if (name !== 'storyFinished' && name !== 'storyErrored' && name !== 'storyMissing') return;
        for (const [event, h] of handlers) channel.off(event, h);
        resolve(problems);
      };
      channel.on(name, handler);
      return [name, handler];
    });
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  });
`;

let loaded: Page | undefined;
const problems: string[] = [];

/**
 * Renders story `id` in Storybook's preview (iframe.html, loaded once per page; later stories are
 * switched to as the manager does) and reports its problems: a render or play failure, a console
 * error, an uncaught error, a failed resource.
 */
export async function renderStory(page: Page, base: string, id: string): Promise<Outcome> {
  if (loaded !== page) {
    loaded = page;
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed request: ${request.url()}`));
    await page.goto(`${base}/iframe.html`, { timeout: 120_000 });
    await page.waitForFunction(
      () => '__STORYBOOK_PREVIEW__' in window && '__STORYBOOK_ADDONS_CHANNEL__' in window,
      null,
      { timeout: 120_000 },
    );
    await page.evaluate(WATCH);
  }
  problems.length = 0;
  const failed = await Promise.race([
    page.evaluate(
      (story) => (window as unknown as { __visit(id: string): Promise<string[]> }).__visit(story),
      id,
    ),
    page.waitForTimeout(60_000).then(() => ['did not finish rendering within 60 s']),
  ]);
  // Effects that log a moment after the render (a fetch answered, a timer) still count.
  await page.waitForTimeout(150);
  return { problems: [...failed, ...problems] };
}
