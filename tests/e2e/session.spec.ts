import { E2E_PORT } from '../setup/ports';
import {
  countryUrl,
  demoAccount,
  expect,
  login,
  loginForm,
  passCaptcha,
  setFault,
  signIn,
  test,
  waitForIslands,
} from './fixtures';

// What a new user and the spec found wrong in login and the site shell, one test per finding.

test('a failed login in the iframe is posted to the parent and toasts nothing inside the frame', async ({
  page,
  context,
  axe,
}) => {
  // A cross-site frame does not send the fault cookie: the header asks the demo API instead.
  await context.route('**/api/*/login', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-demo-fault': 'login:500' } }),
  );
  await page.goto(`http://partner.localhost:${E2E_PORT}/iframe-host.html`);
  await waitForIslands(page);
  const form = page.frameLocator('#account-frame').locator('cine-login');
  await form.locator('input[autocomplete="username"]').fill(demoAccount('ch').email);
  await form.locator('input[autocomplete="current-password"]').fill(demoAccount('ch').password);
  await passCaptcha(form);
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('#message-log li', { hasText: 'EC-500' })).toHaveCount(1);
  await expect(form.locator('.toast')).toHaveCount(0);
  await axe.check();
});

test('cine-error carries a message in the page language, never a key', async ({ page, context }) => {
  await setFault(context, 'login:500');
  await page.goto(countryUrl('ch', '/login-only.html'));
  await page.evaluate(() => {
    document.documentElement.dataset.errors = '[]';
    document.addEventListener('cine-error', (event) => {
      const list = JSON.parse(document.documentElement.dataset.errors ?? '[]');
      list.push((event as CustomEvent).detail);
      document.documentElement.dataset.errors = JSON.stringify(list);
    });
  });
  await waitForIslands(page);
  const form = loginForm(page);
  await form.login.fill(demoAccount('ch').email);
  await form.password.fill('whatever-1A');
  await passCaptcha(form.element);
  await form.submit.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.errors)).not.toBe('[]');
  const [detail] = JSON.parse((await page.evaluate(() => document.documentElement.dataset.errors)) ?? '[]');
  expect(detail.code).toBe('EC-500');
  expect(detail.message).not.toMatch(/^Error\./);
  expect(detail.message.length).toBeGreaterThan(10);
});

test('a return URL is one navigation, straight to the page', async ({ page }) => {
  await page.goto(countryUrl('ch', '/fr/login?returnUrl=%2Ffr%2Fprofile'));
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  await page.evaluate(() => {
    // In-app navigations are pushState: record them too.
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      document.documentElement.dataset.pushed = `${document.documentElement.dataset.pushed ?? ''} ${String(args[2])}`;
      push(...args);
    };
  });
  await signIn(page, demoAccount('ch'));
  await expect(page).toHaveURL(/\/fr\/profile$/);
  const pushed = (await page.evaluate(() => document.documentElement.dataset.pushed ?? '')).trim().split(' ');
  expect([...seen, ...pushed].filter((path) => /^(https?:\/\/[^/]+)?\/fr\/?$/.test(path))).toEqual([]);
});

test('a 401 on the settings leaves a visitor on a French page, with no redirect', async ({
  page,
  context,
}) => {
  await setFault(context, 'settings:401');
  await page.goto(countryUrl('sn', '/fr/login'));
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(countryUrl('sn', '/fr/login'));
  await expect(loginForm(page).submit).toHaveText(/connecter/i);
});

test('logout is busy while it runs; a double click sends one POST logout', async ({ page, context }) => {
  await login(page, 'ch', 'en');
  await waitForIslands(page);
  await setFault(context, 'logout:latency=1500');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/logout')) posts.push(request.url());
  });
  const menu = page.locator('cine-user-menu');
  await menu.getByRole('button', { name: /Léa/ }).click();
  const signOut = menu.getByRole('button', { name: 'Sign out' });
  await signOut.dblclick();
  await expect(menu.locator('.user-menu__logout[aria-busy="true"]')).toHaveCount(1);
  await expect(page).toHaveURL(/\/catalogue\/en/, { timeout: 15_000 });
  expect(posts).toHaveLength(1);
});

test('a signed-in member opening signup or forgotten password is offered the account', async ({
  page,
  axe,
}) => {
  await login(page, 'be', 'nl');
  for (const path of ['/nl/signup', '/nl/forgotten-password']) {
    await page.goto(countryUrl('be', path));
    await waitForIslands(page);
    await expect(page.getByRole('heading', { name: 'U bent al aangemeld' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar mijn account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Afmelden' })).toBeVisible();
    await axe.check();
  }
  await page.getByRole('link', { name: 'Naar mijn account' }).click();
  await expect(page).toHaveURL(countryUrl('be', '/nl'));
});

test('every page view carries the 14 fields, a visitor is a prospect, no e-mail or token', async ({
  page,
}) => {
  await page.goto(countryUrl('tn', '/fr/login'));
  await waitForIslands(page);
  const views = async () =>
    page.evaluate(() =>
      ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (push) => push.event === 'page_view',
      ),
    );
  await expect.poll(async () => (await views()).length).toBe(1);
  const [visitor] = await views();
  expect(Object.keys(visitor ?? {})).toHaveLength(14);
  expect(visitor).toMatchObject({ page_name: 'Login', user_status: 'prospect', loyalty_level: 'prospect' });
  await page.goto(countryUrl('tn', '/marketing.html'));
  await waitForIslands(page);
  // An element on a marketing page pushes the page's own view, once.
  await expect.poll(async () => (await views()).length).toBe(1);
  await login(page, 'tn', 'fr');
  await waitForIslands(page);
  // The login page, then the dashboard it leads to in-app: one view per navigation.
  await expect
    .poll(async () => (await views()).map((view) => view.page_name))
    .toEqual(['Login', 'Dashboard']);
  const member = (await views()).at(-1);
  expect(member).toMatchObject({ page_name: 'Dashboard', user_status: 'client' });
  expect(member?.loyalty_level).not.toBe('');
  const text = JSON.stringify(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer));
  expect(text).not.toContain('@');
  expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
});

test('API paths are {apiBase}{lang}/{path}, catalogue calls add language=, the bearer goes to no other host', async ({
  page,
}) => {
  const seen: { url: URL; bearer: boolean }[] = [];
  page.on('request', (request) => {
    seen.push({ url: new URL(request.url()), bearer: Boolean(request.headers().authorization) });
  });
  await login(page, 'ch', 'de');
  await waitForIslands(page);
  const api = seen.filter(
    ({ url }) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/dev/'),
  );
  expect(api.length).toBeGreaterThan(2);
  for (const { url } of api) expect(url.pathname).toMatch(/^\/api\/de\/[a-z]/);
  const catalogue = seen.filter(
    ({ url }) => url.pathname.startsWith('/catalogue/') && url.pathname !== '/catalogue/de',
  );
  for (const { url } of catalogue) expect(url.searchParams.get('language')).toBe('de');
  // After sign-in the API calls carry the bearer; pages, scripts and texts never do.
  expect(api.some(({ bearer }) => bearer)).toBe(true);
  const others = seen.filter(({ url }) => !/^\/(api|catalogue|mobile)\//.test(url.pathname));
  expect(others.filter(({ bearer }) => bearer)).toEqual([]);
});
