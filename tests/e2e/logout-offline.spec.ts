import type { Page } from '@playwright/test';
import { OFFLINE } from './door';
import { type Country, countryUrl, expect, login, test, waitForIslands } from './fixtures';

// A sign-out asked with the network gone: kept, said plainly, and sent once the network is back.
const cases: { country: Country; lang: string; firstName: string; signOut: string; told: string }[] = [
  {
    country: 'ch',
    lang: 'fr',
    firstName: 'Léa',
    signOut: 'Se déconnecter',
    told: 'La déconnexion se fera dès le retour du réseau. D’ici là, votre compte reste ouvert sur cet appareil.',
  },
  {
    country: 'be',
    lang: 'nl',
    firstName: 'Lotte',
    signOut: 'Afmelden',
    told: 'U wordt afgemeld zodra het netwerk terug is. Tot dan blijft u op dit toestel aangemeld.',
  },
];

/** The POST logouts the API answered, counted on every page of the context. */
function answeredLogouts(pages: Page[]): () => number {
  let answered = 0;
  for (const page of pages)
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/logout')) answered++;
    });
  return () => answered;
}

for (const { country, lang, firstName, signOut, told } of cases) {
  test(`${country}/${lang}: a sign-out asked offline keeps the member signed in, says so, and goes by itself once online, in every tab`, async ({
    page,
    context,
    axe,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(OFFLINE);
    await login(page, country, lang);
    await waitForIslands(page);
    const other = await context.newPage();
    await other.goto(countryUrl(country, `/${lang}/profile`));
    await waitForIslands(other);
    const logouts = answeredLogouts([page, other]);

    await context.setOffline(true);
    const menu = page.locator('cine-user-menu');
    await menu.getByRole('button', { name: new RegExp(firstName) }).click();
    await menu.getByRole('button', { name: signOut }).click();
    await expect(page.locator('[part~="toast"]').filter({ hasText: told })).toBeVisible();
    // Still signed in, on the same page, in both tabs.
    await expect(page).toHaveURL(countryUrl(country, `/${lang}`));
    await expect(
      other.locator('cine-user-menu').getByRole('button', { name: new RegExp(firstName) }),
    ).toBeVisible();
    await axe.check();

    await context.setOffline(false);
    await expect(page).toHaveURL(countryUrl(country, `/catalogue/${lang}`));
    await expect(other).toHaveURL(countryUrl(country, `/catalogue/${lang}`));
    expect((await context.cookies()).filter((cookie) => cookie.name === 'cine_session')).toEqual([]);
    // One sign-out reached the API, whatever the number of tabs.
    await other.waitForTimeout(1000);
    expect(logouts()).toBe(1);
  });
}
