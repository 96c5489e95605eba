import type { Locator, Page, Route } from '@playwright/test';
import { BURST_MS } from '../../src/platform/burst';
import { countryUrl, expect, login, passCaptcha, test, waitForIslands } from './fixtures';
import { FORMS, type Form } from './submit-forms';

// A double click, a triple click and Enter three times send one request per burst,
// at once and with 1.5 s of latency; offline, the input stays, nothing goes by itself, and the
// customer's retry sends exactly one.

// Several bursts with 1.5 s answers, or two tabs twice: on two busy CI cores, more than a minute.
test.describe.configure({ timeout: 180_000 });

const BURSTS: { name: string; run: (button: Locator) => Promise<void> }[] = [
  { name: 'double click', run: (button) => button.dblclick() },
  { name: 'triple click', run: (button) => button.click({ clickCount: 3 }) },
  {
    name: 'Enter x3',
    run: async (button) => {
      await button.focus();
      for (let i = 0; i < 3; i++) await button.press('Enter');
    },
  },
];

/** Answers the form's call with a refusal that keeps the form, after `latency` ms; counts the calls. */
async function answerAfter(page: Page, form: Form, latency: number) {
  const sent: string[] = [];
  await page.unroute(form.call);
  await page.route(form.call, async (route: Route) => {
    if (form.method && route.request().method() !== form.method) return route.continue();
    sent.push(route.request().method());
    await new Promise((resolve) => setTimeout(resolve, latency));
    await route.fulfill({
      status: 400,
      json: { errorCode: 'EC-140', errorDescription: 'refused', httpStatus: 400 },
    });
  });
  return sent;
}

for (const form of FORMS) {
  test(`${form.name}: every burst sends one request, at once and with 1.5 s of latency; offline keeps the input and sends nothing by itself`, async ({
    page,
    context,
    outbox,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/);
    if (form.member) await login(page, 'ch');
    if (form.open) await form.open(page, outbox);
    else await page.goto(countryUrl('ch', form.path));
    await waitForIslands(page);
    const element = form.element(page);
    await form.fill(element);
    const lines: string[] = [];
    let failed = 0;
    for (const latency of [0, 1500]) {
      for (const burst of BURSTS) {
        const sent = await answerAfter(page, form, latency);
        await passCaptcha(element);
        await burst.run(form.submit(element));
        await expect.poll(() => sent.length).toBeGreaterThan(0);
        // Long enough for a second request to leave if it were going to, and past the burst window.
        await page.waitForTimeout(latency + 700);
        await expect(form.submit(element)).toBeEnabled();
        if (sent.length !== 1) failed++;
        lines.push(`${burst.name} (${latency} ms): ${sent.length}`);
      }
    }
    console.log(
      `[submits] ${form.name}: tried ${lines.length}, held ${lines.length - failed}, failed ${failed} (requests per burst: ${lines.join(', ')})`,
    );
    expect(failed).toBe(0);

    // Offline: a message, the input kept, nothing sent when the network returns, one request on retry.
    await page.unroute(form.call);
    const sent: string[] = [];
    page.on('request', (request) => {
      const method = request.method();
      if (form.call.test(new URL(request.url()).pathname) && (!form.method || method === form.method))
        sent.push(method);
    });
    const before = await element
      .locator('input:not([type="checkbox"]):not([type="radio"]), textarea')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    // The same values again within BURST_MS of the last answer count as that burst: wait past it, as a
    // customer who waits would (on CI's loaded cores the last answer could land close to this click).
    await page.waitForTimeout(BURST_MS + 400);
    await context.setOffline(true);
    await passCaptcha(element);
    await form.submit(element).click();
    // Said in the form or in a toast, whichever the form uses for a failure that is not the customer's.
    await expect(
      page.locator('[role="alert"]:visible, [role="status"]:visible').filter({ hasText: /\S/ }).first(),
    ).toBeVisible();
    await context.setOffline(false);
    await page.waitForTimeout(1500);
    const offlineTries = sent.length;
    const after = await element
      .locator('input:not([type="checkbox"]):not([type="radio"]), textarea')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(after).toEqual(before);
    await passCaptcha(element);
    await form.submit(element).click();
    await expect.poll(() => sent.length).toBe(offlineTries + 1);
    console.log(
      `[submits] ${form.name} offline: input kept, requests while offline and back online ${offlineTries}, after the retry ${sent.length - offlineTries}`,
    );
  });
}
