import { countryUrl, expect, login, test, waitForIslands } from './fixtures';

type Push = Record<string, unknown>;
const FIELDS = [
  'event',
  'page_name',
  'page_category',
  'language',
  'country',
  'site_env',
  'page_error',
  'userId',
  'user_status',
  'loyalty_level',
  'pathepass_subscription',
  'newsletter_subscription',
  'places_card',
  'client_points',
];

test('ch/fr member: one page view per in-app navigation, with the spec names and the loaded account values', async ({
  page,
}) => {
  const views = () =>
    page.evaluate(() =>
      ((window as { dataLayer?: Push[] }).dataLayer ?? []).filter((push) => push.event === 'page_view'),
    );
  await login(page, 'ch', 'fr');
  await waitForIslands(page);
  const menu = page.locator('cine-user-menu');
  const open = async (name: string) => {
    await menu.getByRole('button', { name: /Léa/ }).click();
    await menu.getByRole('link', { name }).click();
  };
  await open('Mes e-billets');
  await expect(page).toHaveURL(countryUrl('ch', '/fr/e-tickets'));
  await open('Programme de fidélité');
  await open('Mon profil');
  await page.locator('cine-user-menu').getByRole('button', { name: /Léa/ }).click();
  await menu.getByRole('link', { name: 'Mon compte', exact: true }).click();
  await page
    .locator('cine-dashboard')
    .getByRole('link', { name: /Nous contacter|Contact/ })
    .first()
    .click();
  await expect(page).toHaveURL(countryUrl('ch', '/fr/contact-us'));
  await expect
    .poll(async () => (await views()).map((view) => view.page_name))
    .toEqual(['Login', 'Dashboard', 'E-tickets', 'Loyalty-program', 'Profile', 'Dashboard', 'Contact-us']);
  const all = await views();
  for (const view of all) {
    expect(Object.keys(view).sort()).toEqual([...FIELDS].sort());
    expect(view.page_category).toBe('MyAccount');
  }
  // The member's real values, as accounts/me answered them (the page loaded it for the dashboard).
  const me = await page.evaluate(async () => {
    const cookie = document.cookie.match(/(?:^|; )cine_session=([^;]*)/)?.[1] ?? '';
    const { jwt } = JSON.parse(decodeURIComponent(cookie)) as { jwt: string };
    const answer = await fetch('/api/fr/accounts/me', { headers: { authorization: `Bearer ${jwt}` } });
    return (await answer.json()) as Record<string, unknown>;
  });
  const last = all.at(-1);
  expect(last).toMatchObject({
    user_status: 'client',
    loyalty_level: me.loyaltyLevel,
    client_points: me.points ?? null,
    newsletter_subscription: me.sendNewsletter,
    // The demo's Swiss member holds a subscription pass cookie.
    pathepass_subscription: true,
    language: 'fr',
    country: 'CH',
  });
  const text = JSON.stringify(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer));
  expect(text).not.toContain('@');
  expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
});

test('visitor pages: Signup, Forgotten-password, Reset-password and any other URL as itself', async ({
  page,
}) => {
  const nameOf = async (path: string) => {
    await page.goto(countryUrl('be', path));
    await waitForIslands(page);
    let name: unknown;
    await expect
      .poll(async () => {
        const views = await page.evaluate(() =>
          ((window as { dataLayer?: Push[] }).dataLayer ?? []).filter((push) => push.event === 'page_view'),
        );
        name = views.at(-1)?.page_name;
        return views.length;
      })
      .toBe(1);
    return name;
  };
  expect(await nameOf('/nl/signup')).toBe('Signup');
  expect(await nameOf('/nl/forgotten-password')).toBe('Forgotten-password');
  expect(await nameOf('/nl/reset-password?token=abc')).toBe('Reset-password');
  expect(await nameOf('/nl/contact-offer/birthday')).toBe('/nl/contact-offer/birthday');
});
