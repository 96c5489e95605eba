import type { Page } from '@playwright/test';
import { countryUrl, expect, login, test, waitForIslands } from './fixtures';
import { createMember, signInAs } from './members';

// Each settings flag is on in one demo country and off in another.

test('offers menu: an "Offers" link in the header and the user menu in ch, none in sn', async ({
  page,
  axe,
}) => {
  await page.goto(countryUrl('ch', '/fr/login'));
  await waitForIslands(page);
  const menu = page.locator('cine-user-menu');
  // Visitors see it too: the offers are the catalogue's.
  await expect(menu.locator('[part~="offers"]')).toHaveText('Offres');
  await login(page, 'ch', 'fr');
  await waitForIslands(page);
  await menu.getByRole('button', { name: /Léa/ }).click();
  const links = menu.getByRole('link', { name: 'Offres' });
  await expect(links).toHaveCount(2);
  await axe.check();
  await links.last().click();
  await expect(page).toHaveURL(countryUrl('ch', '/catalogue/fr/offers/current'));
  await login(page, 'sn', 'fr');
  await waitForIslands(page);
  await page.locator('cine-user-menu').getByRole('button', { name: /Awa/ }).click();
  await expect(page.locator('cine-user-menu').getByRole('link', { name: 'Offres' })).toHaveCount(0);
});

const passCookie = (country: 'ch' | 'sn') => ({
  name: 'cine_pass',
  value: JSON.stringify({ number: 'PASS-TEST-0001', validUntil: '2027-06-30' }),
  url: countryUrl(country),
});

async function dashboard(page: Page, country: 'ch' | 'sn', lang: string) {
  await login(page, country, lang);
  await page.goto(countryUrl(country, `/${lang}`));
  await waitForIslands(page);
  return page.locator('cine-dashboard');
}

test('subscription pass: shown on the dashboard with its cookie in ch, never in sn where the flags are off', async ({
  page,
  context,
  axe,
}) => {
  const ch = await dashboard(page, 'ch', 'de');
  const pass = ch.locator('[part~="pass"]');
  // The demo's sign-in gives its Swiss member a pass cookie, as the chain's site does at purchase.
  await expect(pass).toContainText('Cine Pass');
  await expect(pass).toContainText(/PASS-CH-/);
  await expect(pass).toContainText('Gültig bis 30. Juni 2027');
  await axe.check();
  // No cookie, no pass.
  await context.clearCookies({ name: 'cine_pass' });
  await page.reload();
  await waitForIslands(page);
  await expect(ch.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pass).toHaveCount(0);
  await context.addCookies([passCookie('sn')]);
  const sn = await dashboard(page, 'sn', 'fr');
  await expect(sn.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sn.locator('[part~="pass"]')).toHaveCount(0);
});

test('minimum age: 16 in ch refuses a 15-year-old in the profile, 13 in be accepts one', async ({
  page,
  outbox,
}) => {
  const year = String(new Date().getFullYear() - 15);
  for (const [country, lang, refused] of [
    ['ch', 'de', true],
    ['be', 'nl', false],
  ] as const) {
    const member = await createMember(page, outbox, { country });
    await signInAs(page, member);
    await page.goto(countryUrl(country, `/${lang}/profile`));
    await waitForIslands(page);
    const profile = page.locator('cine-profile');
    const details = profile.locator('form').first();
    await details.getByLabel(lang === 'de' ? 'Jahr' : 'Jaar').fill(year);
    await details.getByLabel(lang === 'de' ? 'Monat' : 'Maand').fill('01');
    await details.getByLabel(lang === 'de' ? 'Tag' : 'Dag').fill('01');
    await details
      .getByRole('button', { name: lang === 'de' ? 'Meine Angaben speichern' : /opslaan/i })
      .click();
    if (refused) await expect(details.getByText('mindestens 16 Jahre alt').first()).toBeVisible();
    else await expect(page.getByText(/opgeslagen|bewaard/i).first()).toBeVisible();
  }
});

test('settings injections: once per page with several elements, under a strict nonce CSP, and nothing blocked', async ({
  page,
  context,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('cineViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { cineViolation: (t: string) => void }).cineViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  await context.addCookies([{ name: 'cine-demo-csp', value: 'strict', url: countryUrl('be') }]);
  const response = await page.goto(countryUrl('be', '/fr/login'));
  expect(response?.headers()['content-security-policy']).toMatch(
    /script-src 'self' 'nonce-[^']+'; style-src 'self'/,
  );
  await waitForIslands(page);
  // The sign-in works under the policy.
  await login(page, 'be', 'fr');
  await page.goto(countryUrl('be', '/member.html'));
  await waitForIslands(page);
  await expect(page.locator('cine-dashboard').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('cine-tickets [part~="order"]').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as { cineDemoInjections?: number }).cineDemoInjections))
    .toBe(1);
  const injected = await page.evaluate(() => ({
    metas: document.querySelectorAll('head meta[name="cine-demo-injection"]').length,
    nonced: [...document.querySelectorAll('script')]
      .filter((s) => s.textContent?.includes('cineDemoInjections'))
      .map((s) => s.nonce.length > 0),
    noscript: document.querySelector('noscript')?.innerHTML ?? '',
  }));
  expect(injected.metas).toBe(1);
  expect(injected.nonced).toEqual([true]);
  expect(injected.noscript).toContain('cine-demo-noscript');
  expect(violations).toEqual([]);
});
