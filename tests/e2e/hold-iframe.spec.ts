import type { BrowserContext, Frame, FrameLocator, Page } from '@playwright/test';
import { E2E_PORT } from '../setup/ports';
import {
  countryUrl,
  DEMO_PASSWORD,
  demoAccount,
  expect,
  fakeJwt,
  passCaptcha,
  SESSION_COOKIE,
  test,
} from './fixtures';

// The login iframe among hostile windows. Forged messages change nothing, a
// token goes only to an allowed parent origin, and never with the target "*".

declare global {
  interface Window {
    __targets: string[];
  }
}

const hostPage = (host: string, path = '/iframe-host.html') => `http://${host}.localhost:${E2E_PORT}${path}`;
const PARTNER = `http://partner.localhost:${E2E_PORT}`;

/** In every framed document: records the target origin of each message it posts to its parent. */
async function recordParentPosts(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__targets = [];
    if (window === window.top) return;
    const real = window.parent;
    const parent = {
      postMessage(message: unknown, target: string) {
        window.__targets.push(String(target));
        real.postMessage(message, target);
      },
    };
    Object.defineProperty(window, 'parent', { configurable: true, get: () => parent });
  });
}

/** 400 messages a hostile page could send (wrong shapes, fake outcomes, prototype keys, huge ones), posted to `target`. */
function sendForged({ token, count, channel }: { token: string; count: number; channel: boolean }): number {
  const shapes: unknown[] = [
    null,
    undefined,
    0,
    -1,
    Number.NaN,
    true,
    '',
    'login',
    'LOGIN_SUCCESSFUL',
    '{"code":"LOGIN_SUCCESSFUL"}',
    '*',
    [],
    [1, 2],
    {},
    { code: 'LOGIN_SUCCESSFUL', success: true, token },
    { type: 'logout' },
    { type: 'logout', extra: 1 },
    { type: 'navigate', to: 'https://evil.test' },
    { type: 'setToken', token },
    { jwt: token },
    { v: 1, type: 'loggedIn', payload: { token } },
    { v: 1, type: 'logout' },
    { code: 'LOGOUT' },
    { returnUrl: 'https://evil.test' },
    { lang: 'xx' },
    { country: 'ZZ' },
    JSON.parse('{"__proto__":{"polluted":true}}'),
    { constructor: { prototype: { polluted: true } } },
    { prototype: { polluted: true } },
    { code: 'x'.repeat(100_000) },
    { deep: JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`) },
    { token: 123 },
    { type: 'login', token: 'not.a.jwt' },
    { type: 'login', token: 42 },
    { type: 'login' },
  ];
  const frame = document.getElementById('account-frame') as HTMLIFrameElement | null;
  const bus = channel ? new BroadcastChannel('cine-session') : undefined;
  for (let i = 0; i < count; i++) {
    const message = shapes[i % shapes.length];
    if (bus) bus.postMessage(message);
    else if (frame) frame.contentWindow?.postMessage(message, new URL(frame.src).origin);
  }
  bus?.close();
  return count;
}

async function signInInFrame(frame: FrameLocator) {
  const form = frame.locator('cine-login');
  await form.locator('input[autocomplete="username"]').fill(demoAccount('ch').email);
  await form.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await passCaptcha(form);
  await form.locator('button[type="submit"]').click();
}

const accountFrame = (page: Page) =>
  page.frames().find((frame) => frame.url().includes('/login-iframe')) as Frame;

test('400 forged or malformed messages into the login iframe change nothing; then the sign-in reaches the partner only, never with "*"', async ({
  page,
  context,
}) => {
  await recordParentPosts(context);
  await page.goto(hostPage('partner'));
  const frame = accountFrame(page);
  await expect(page.frameLocator('#account-frame').locator('cine-login button[type="submit"]')).toBeVisible();
  const before = frame.url();
  const token = fakeJwt({ sub: 'demo-ch', exp: 4_102_444_800 });
  // From the partner page (allowed) into the frame, then on the session channel from the frame's own origin.
  const sent = await page.evaluate(sendForged, { token, count: 400, channel: false });
  const channel = await frame.evaluate(sendForged, { token, count: 100, channel: true });
  await page.waitForTimeout(500);
  const changed = [
    frame.url() !== before && `the frame went to ${frame.url()}`,
    (await context.cookies()).some(({ name }) => name === SESSION_COOKIE) && 'a session cookie appeared',
    (await page.locator('#message-log li').count()) > 0 && 'the frame posted to the partner',
    (await frame.evaluate(() => (({}) as Record<string, unknown>).polluted !== undefined)) &&
      'Object.prototype was polluted',
  ].filter(Boolean);
  console.log(
    `[iframe] forged messages into the frame: tried ${sent + channel}, held ${changed.length ? 0 : sent + channel}, failed ${changed.length ? sent + channel : 0}`,
  );
  expect(changed).toEqual([]);

  await signInInFrame(page.frameLocator('#account-frame'));
  const entry = page.locator('#message-log li', { hasText: 'LOGIN_SUCCESSFUL' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveAttribute('data-origin', new URL(countryUrl('ch')).origin);
  const targets = await frame.evaluate(() => window.__targets);
  console.log(
    `[iframe] posts to the parent: ${targets.length}, targets ${[...new Set(targets)].join(', ')}; "*": ${targets.filter((t) => t === '*').length}`,
  );
  expect(targets.length).toBeGreaterThan(0);
  expect(targets.every((target) => target === PARTNER)).toBe(true);
});

test('opened as a popup by another site, or embedded by one, the login gives that site nothing', async ({
  page,
  context,
}) => {
  await recordParentPosts(context);
  // A site that is not allowed embeds the login (evil.localhost's copy of the host page).
  await page.goto(hostPage('evil'));
  const frame = accountFrame(page);
  await signInInFrame(page.frameLocator('#account-frame'));
  await expect
    .poll(() => context.cookies().then((all) => all.some(({ name }) => name === SESSION_COOKIE)))
    .toBe(true);
  await page.waitForTimeout(500);
  const framedTargets = await frame.evaluate(() => window.__targets);
  expect(await page.locator('#message-log li').count()).toBe(0);

  // The same site opens the login in a popup and listens for anything coming back.
  await page.evaluate(() => {
    (window as unknown as { received: unknown[] }).received = [];
    addEventListener('message', (event) =>
      (window as unknown as { received: unknown[] }).received.push(event.data),
    );
  });
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate((url) => void window.open(url, 'account'), countryUrl('ch', '/login-only.html')),
  ]);
  await context.clearCookies({ name: SESSION_COOKIE });
  const form = popup.locator('cine-login');
  await form.locator('input[autocomplete="username"]').fill(demoAccount('ch').email);
  await form.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await passCaptcha(form);
  await form.locator('button[type="submit"]').click();
  await expect
    .poll(() => context.cookies().then((all) => all.some(({ name }) => name === SESSION_COOKIE)))
    .toBe(true);
  await popup.waitForTimeout(500);
  const received = await page.evaluate(() => (window as unknown as { received: unknown[] }).received);
  console.log(
    `[iframe] not-allowed embedder: posts ${framedTargets.length}, log entries 0; popup opener received ${received.length}`,
  );
  expect(framedTargets).toEqual([]);
  expect(received).toEqual([]);
});

test('nested: an allowed partner page holds another site’s frame that embeds the login: the token reaches neither', async ({
  page,
  context,
}) => {
  await recordParentPosts(context);
  await page.goto(hostPage('partner'));
  // The partner page is allowed, but the login's own parent is evil.localhost's page inside it.
  await page.evaluate((src) => {
    const middle = document.createElement('iframe');
    Object.assign(middle, { id: 'middle', src, title: 'another site' });
    middle.style.height = '700px';
    document.body.append(middle);
  }, hostPage('evil'));
  const middle = page.frameLocator('#middle');
  await signInInFrame(middle.frameLocator('#account-frame'));
  await expect
    .poll(() => context.cookies().then((all) => all.some(({ name }) => name === SESSION_COOKIE)))
    .toBe(true);
  await page.waitForTimeout(500);
  const nested = page.frames().find((frame) => frame.parentFrame()?.url().startsWith(hostPage('evil')));
  const targets = (await nested?.evaluate(() => window.__targets)) ?? ['no nested frame'];
  const logged = [
    await page.locator('#message-log li').count(),
    await middle.locator('#message-log li').count(),
  ];
  console.log(
    `[iframe] nested (partner > evil > login): posts ${targets.length}, partner log ${logged[0]}, evil log ${logged[1]}`,
  );
  expect(targets).toEqual([]);
  expect(logged).toEqual([0, 0]);
});
