import {
  clearFault,
  countryUrl,
  demoAccount,
  expect,
  loginForm,
  setFault,
  signIn,
  test,
  waitForIslands,
} from './fixtures';

// Failures that happen before anyone types are said inside the element.

for (const fault of ['settings:500', 'settings:malformed']) {
  test(`${fault} is said on the login page with a retry that works once the fault is gone`, async ({
    page,
    context,
    axe,
  }) => {
    await setFault(context, fault);
    await page.clock.install();
    await page.goto(countryUrl('be', '/nl/login'));
    await waitForIslands(page);
    const notice = page.locator('cine-login [part="notice"][role="alert"]');
    await expect(notice).toContainText('De dienst is op dit moment niet bereikbaar.');
    await axe.check();
    // The settings' own backoff waits while the clock stands still: its next try cannot take the button away.
    await page.clock.pauseAt(Date.now() + 1_000);
    await clearFault(context);
    await notice.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await page.clock.resume();
    await expect(notice).toHaveCount(0);
    await signIn(page, demoAccount('be'));
    await expect(page).toHaveURL(countryUrl('be', '/nl'), { timeout: 20_000 });
  });
}

test('3 s of latency on the settings still ends signed in', async ({ page, context }) => {
  await setFault(context, 'settings:latency=3000');
  await page.goto(countryUrl('ch', '/fr/login'));
  await expect(loginForm(page).login).toBeEditable();
  await signIn(page, demoAccount('ch'));
  await expect(page).toHaveURL(countryUrl('ch', '/fr'), { timeout: 20_000 });
  await expect(page.locator('cine-dashboard')).toBeVisible();
});

test('a wrong lang or country attribute is said inside the element and warned in the console', async ({
  page,
  axe,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(countryUrl('sn', '/marketing.html'));
  await waitForIslands(page);
  await page.evaluate(() => {
    const element = document.createElement('cine-login');
    element.setAttribute('lang', 'es');
    element.setAttribute('country', 'ZZ');
    document.querySelector('main')?.prepend(element);
  });
  const notices = page.locator('main > cine-login [part="notice"]');
  await expect(notices).toHaveCount(2);
  await expect(notices.first()).toContainText('ZZ');
  await expect(notices.last()).toContainText('es');
  await expect(page.locator('main > cine-login input[autocomplete="username"]').first()).toBeVisible();
  expect(warnings.some((text) => /ignores lang="es"/.test(text))).toBe(true);
  expect(warnings.some((text) => /ignores country="ZZ"/.test(text))).toBe(true);
  await axe.check();
});
