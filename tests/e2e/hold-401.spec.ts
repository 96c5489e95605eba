import type { BrowserContext, Page } from '@playwright/test';
import { countryUrl, expect, login, setFault, test, waitForIslands } from './fixtures';

// A session that ends while calls run ends once per page, and every tab ends
// on the same page.

// Several bursts with 1.5 s answers, or two tabs twice: on two busy CI cores, more than a minute.
test.describe.configure({ timeout: 180_000 });

/** Counts `cine-logged-out` per tab, across its page loads (sessionStorage is per tab). */
async function countLogouts(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener('cine-logged-out', () =>
      sessionStorage.setItem('logged-out', String(Number(sessionStorage.getItem('logged-out') ?? 0) + 1)),
    );
  });
}
const logouts = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('logged-out') ?? 0));

async function signOutWithMenu(page: Page) {
  const menu = page.locator('cine-user-menu');
  await menu.getByRole('button', { name: /Léa/ }).click();
  await menu.getByRole('button', { name: 'Se déconnecter' }).click();
}

test('two tabs: one signs out while the other is on a member page, and while its calls meet 401s: both end on the same page, one logout each', async ({
  page,
  context,
}) => {
  await countLogouts(context);
  await login(page, 'ch');
  const lines: string[] = [];
  for (const race of [false, true]) {
    if (race) await login(page, 'ch');
    const other = await context.newPage();
    await other.goto(countryUrl('ch', '/fr/profile'));
    await waitForIslands(other);
    await page.goto(countryUrl('ch', '/fr'));
    await waitForIslands(page);
    if (race) {
      // The other tab's next calls answer 401 a little later: the sign-out here and its 401s meet.
      await other.route('**/api/fr/accounts/me*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.fulfill({ status: 401, json: { errorCode: 'EC-401', httpStatus: 401 } });
      });
      await other.evaluate(() => {
        history.pushState(null, '', '/fr/loyalty');
        dispatchEvent(new PopStateEvent('popstate'));
      });
    }
    const before = [await logouts(page), await logouts(other)];
    await signOutWithMenu(page);
    await expect(page).toHaveURL(countryUrl('ch', '/catalogue/fr'));
    await expect(other).toHaveURL(countryUrl('ch', '/catalogue/fr'));
    await other.waitForTimeout(1000);
    const counts = [(await logouts(page)) - (before[0] ?? 0), (await logouts(other)) - (before[1] ?? 0)];
    lines.push(
      `${race ? 'with 401s in flight' : 'quiet'}: URLs ${new URL(page.url()).pathname} and ${new URL(other.url()).pathname}, logouts ${counts.join(' and ')}`,
    );
    expect(counts).toEqual([1, 1]);
    expect(other.url()).toBe(page.url());
    await other.close();
  }
  for (const line of lines) console.log(`[401-storms] two tabs, ${line}`);
  console.log(`[401-storms] two tabs: tried ${lines.length}, held ${lines.length}, failed 0`);
});

test('two tabs, the other order: the other tab meets its 401 while this tab’s sign-out is on its way: one logout each, the same page', async ({
  page,
  context,
}) => {
  await countLogouts(context);
  await login(page, 'ch');
  const other = await context.newPage();
  await other.goto(countryUrl('ch', '/fr/profile'));
  await waitForIslands(other);
  await page.goto(countryUrl('ch', '/fr'));
  await waitForIslands(page);
  // This tab's sign-out answers late; meanwhile the other tab's next call answers 401 at once.
  await page.route('**/api/fr/logout', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await other.route('**/api/fr/accounts/me*', (route) =>
    route.fulfill({ status: 401, json: { errorCode: 'EC-401', httpStatus: 401 } }),
  );
  const before = [await logouts(page), await logouts(other)];
  await signOutWithMenu(page);
  await other.evaluate(() => {
    history.pushState(null, '', '/fr/loyalty');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(other).not.toHaveURL(/\/fr\/loyalty$/);
  await page.waitForTimeout(2500);
  await expect.poll(() => other.url()).toBe(page.url());
  const counts = [(await logouts(page)) - (before[0] ?? 0), (await logouts(other)) - (before[1] ?? 0)];
  console.log(
    `[401-storms] two tabs, 401 first: URLs ${new URL(page.url()).pathname} and ${new URL(other.url()).pathname}, logouts ${counts.join(' and ')}`,
  );
  expect(counts).toEqual([1, 1]);
});

test('several islands on one page meet a 401 together: one logout, one redirect to the login page', async ({
  page,
  context,
}) => {
  await countLogouts(context);
  await login(page, 'ch');
  await page.goto(countryUrl('ch', '/member.html'));
  await waitForIslands(page);
  const islands = await page.evaluate(
    () => [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('cine-')).length,
  );
  await setFault(context, '*:401', 'ch');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
  });
  // Every island asks again at once, as after coming back to the tab.
  await page.reload();
  await expect(page).toHaveURL(/\/fr\/login|\/login/);
  await page.waitForTimeout(1000);
  const count = await logouts(page);
  console.log(
    `[401-storms] ${islands} islands on member.html, every call 401: logouts ${count}, navigations ${navigations.join(' -> ')}`,
  );
  expect(count).toBe(1);
  expect(navigations.filter((path) => /login/.test(path))).toHaveLength(1);
});
