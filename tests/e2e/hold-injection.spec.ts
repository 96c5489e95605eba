import type { Page, Route } from '@playwright/test';
import { injectionPayloads } from '../payloads/injection';
import { recordPwned } from '../payloads/pwned';
import { countryUrl, expect, login, loginForm, passCaptcha, test } from './fixtures';

// Every string the servers send that the elements show carries a payload.
// A body keeps its contract's shape: ids, codes, dates, addresses and numbers stay as they were.

// One sign-in per payload: on two busy CI cores these loops take longer than a single test's minute.
test.describe.configure({ timeout: 240_000 });

const PAYLOADS = injectionPayloads();
// The fields the elements show as text; the rest (ids, codes, dates, URLs) keeps its value.
const DISPLAYED =
  /^(name|firstName|lastName|city|cinemaName|filmTitle|title|room|label|seat|question|answer|body|text|description|message)$/;
/** Replaces every displayable string of a body with the next payload, round the list. */
function poisonBody(body: unknown, next: () => string, key = ''): unknown {
  if (typeof body === 'string') return DISPLAYED.test(key) ? next() : body;
  if (Array.isArray(body)) return body.map((item) => poisonBody(item, next, key));
  if (body && typeof body === 'object')
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, poisonBody(v, next, k)]));
  return body;
}

const POISONED =
  /\/(api\/fr\/(accounts\/me|cinemas)|catalogue\/(news|footer|cinemas)|tunnel\/(?:\w{2}\/)?customer\/ebillet|mobile\/v4\/client\/shows)/;

async function poison(page: Page) {
  let index = 0;
  const next = () => PAYLOADS[index++ % PAYLOADS.length] as string;
  await page.context().route(POISONED, async (route: Route) => {
    // Node does not resolve `ch.localhost`: ask loopback, with the country's host name.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
    const type = response.headers()['content-type'] ?? '';
    if (!response.ok() || !type.includes('json')) return route.fulfill({ response });
    return route.fulfill({ response, json: poisonBody(await response.json(), next) });
  });
}

/** What a payload left in the page, every shadow root included, and the payloads shown as text. */
function scan(page: Page) {
  return page.evaluate(() => {
    const injected: string[] = [];
    const shown = new Set<string>();
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          const value = attribute.value.trim().toLowerCase();
          const risky = /^(href|src|action|formaction|data|srcdoc)$/.test(name);
          if (
            name.startsWith('on') ||
            (risky && (value.startsWith('javascript:') || value.includes('__pwned')))
          )
            injected.push(`<${element.localName} ${name}="${attribute.value.slice(0, 60)}">`);
        }
        if (element.localName === 'script' && element.textContent?.includes('__pwned'))
          injected.push('<script>');
        if (element.shadowRoot) walk(element.shadowRoot);
      }
      const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode())
        for (const match of node.textContent?.matchAll(/X5S(\d+)/g) ?? []) shown.add(match[1] as string);
    };
    walk(document);
    return { injected, shown: [...shown], pwned: window.__pwnedIds };
  });
}

test('45 payloads as names, city, cinemas, films, orders, tickets, articles, footer and loyalty texts: 0 run, 0 injected', async ({
  page,
  allowConsoleErrors,
}) => {
  // A payload's <img src=x> may be fetched as text shows it nowhere: only a 404 for "x" is allowed.
  allowConsoleErrors(/Failed to load resource/);
  await page.context().addInitScript(recordPwned);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await login(page, 'ch');
  await poison(page);
  const shown = new Set<string>();
  const lines: string[] = [];
  let failed = 0;
  for (const path of ['/fr', '/fr/e-tickets', '/fr/loyalty', '/fr/profile', '/fr/contact-us']) {
    await page.goto(countryUrl('ch', path));
    await page.waitForLoadState('networkidle');
    // The poisoned answers reach the screen after a render: wait for the first one (or fail here).
    await expect
      .poll(async () => (await scan(page)).shown.length, {
        message: `${path}: no payload reached the screen`,
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    const result = await scan(page);
    for (const n of result.shown) shown.add(n);
    const bad = result.injected.length + result.pwned.length;
    failed += bad;
    lines.push(
      `${path}: ${result.shown.length} payloads shown as text, ${result.injected.length} injected, ${result.pwned.length} run`,
    );
    expect(result.injected, `${path}: elements or attributes a payload created`).toEqual([]);
    expect(result.pwned, `${path}: payloads that ran`).toEqual([]);
    expect(result.shown.length, `${path}: no payload reached the screen`).toBeGreaterThan(0);
  }
  for (const line of lines) console.log(`[injection]   ${line}`);
  console.log(
    `[injection] server strings: tried ${PAYLOADS.length}, held ${PAYLOADS.length - Math.min(failed, PAYLOADS.length)}, failed ${failed}; ${shown.size} distinct payloads reached the screen as text; dialogs ${dialogs.length}`,
  );
  expect(dialogs).toEqual([]);
});

test('45 payloads as the code and texts of a refused sign-in: a French message each time, 0 run, 0 injected', async ({
  page,
}) => {
  await page.context().addInitScript(recordPwned);
  let index = 0;
  await page.route('**/api/fr/login', (route) => {
    const payload = PAYLOADS[index++ % PAYLOADS.length] as string;
    const status = index % 2 ? 400 : 401;
    const body = { errorCode: payload, errorDescription: payload, httpStatus: status, httpMessage: payload };
    return route.fulfill({ status, json: body });
  });
  await page.goto(countryUrl('ch', '/fr/login'));
  const form = loginForm(page);
  await form.login.fill('demo.ch@cine.test');
  await form.password.fill('not the password');
  const alerts: string[] = [];
  for (let n = 0; n < PAYLOADS.length; n++) {
    await passCaptcha(form.element);
    const answered = page.waitForResponse('**/api/fr/login');
    await form.submit.click();
    await answered;
    const alert = form.element.getByRole('alert').first();
    await expect(alert).toBeVisible();
    alerts.push((await alert.textContent()) ?? '');
  }
  const result = await scan(page);
  const raw = alerts.filter((text) => text.includes('X5S') || !text.trim());
  console.log(
    `[injection] error bodies: tried ${alerts.length}, held ${alerts.length - raw.length}, failed ${raw.length}; injected ${result.injected.length}, run ${result.pwned.length}; message "${alerts[0]}"`,
  );
  expect(raw, 'server texts on screen instead of our message').toEqual([]);
  expect(result.injected).toEqual([]);
  expect(result.pwned).toEqual([]);
  await expect(form.login).toHaveValue('demo.ch@cine.test');
});
