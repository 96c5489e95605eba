import type { Page } from 'playwright-core';

/** What one story's visit found wrong (nothing: it passed). */
export type Outcome = { problems: string[] };

/**
 * Runs in the preview page. `__visit(id)` switches to a story as the manager does; `__opened` is the
 * story the page was loaded with (run before the page's scripts, it waits for Storybook's channel).
 * Both resolve with the problems Storybook's preview events (storybook/internal/core-events) report
 * once the story's render ends, good or bad. A string: tsx wraps a function's inner functions in a
 * `__name` helper that the page does not have.
 */
export const WATCH_STORIES = `(() => {
  const outcome = (channel) => new Promise((resolve) => {
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
  });
  window.__visit = (id) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const done = outcome(channel);
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    return done;
  };
  if (window.__STORYBOOK_ADDONS_CHANNEL__) return;
  let channel;
  let opened;
  window.__opened = new Promise((resolve) => { opened = resolve; });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => { channel = value; opened(outcome(value)); },
  });
})();
`;

/**
 * Collects what a page does wrong while stories show: a console error, an uncaught error, a resource
 * that failed or answered an error status. The caller empties the list between stories.
 */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed request: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`failed request: ${response.status()} ${response.url()}`);
  });
  return problems;
}

/** The story's own problems and the page's, once it has finished (60 s at most) and a moment after. */
export async function outcomeOf(
  page: Page,
  finished: Promise<string[]>,
  problems: string[],
): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve(['did not finish rendering within 60 s']), 60_000);
  });
  // A story that navigates its page away ends the wait with the page's own error.
  const ended = finished.catch((error: Error) => [`the page went away: ${error.message}`]);
  const failed = await Promise.race([ended, stuck]).finally(() => clearTimeout(timer));
  // Effects that log a moment after the render (a fetch answered, a timer) still count.
  await page.waitForTimeout(150);
  return { problems: [...failed, ...problems] };
}
