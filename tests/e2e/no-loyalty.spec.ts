import type { Page } from '@playwright/test';
import { countryUrl, demoAccount, expect, signIn, test, waitForIslands } from './fixtures';

// Where the loyalty programme does not run, no text or link promises points.
const POINTS = /\bpoints?\b|fidélité|loyalty/i;

// Everything the page shows, shadow roots included (the elements render inside theirs).
const pageText = (page: Page) =>
  page.evaluate(() => {
    const read = (root: ParentNode): string =>
      [...root.querySelectorAll('*')]
        .map((element) => (element.shadowRoot ? read(element.shadowRoot) : ''))
        .join(' ') + (root instanceof ShadowRoot ? ` ${root.textContent}` : '');
    return `${document.body.textContent} ${read(document)}`;
  });

const loyaltyLinks = (page: Page) =>
  page.evaluate(() => {
    const links = (root: ParentNode): string[] =>
      [...root.querySelectorAll('*')].flatMap((element) => [
        ...(element instanceof HTMLAnchorElement ? [element.getAttribute('href') ?? ''] : []),
        ...(element.shadowRoot ? links(element.shadowRoot) : []),
      ]);
    return links(document).filter((href) => /loyalty|fidelity/.test(href));
  });

for (const [country, lang] of [
  ['sn', 'fr'],
  ['sn', 'en'],
  ['tn', 'fr'],
  ['tn', 'en'],
] as const) {
  test(`${country}/${lang}: sign-in, dashboard, user menu, app banner, contact and footer say nothing of points`, async ({
    page,
    axe,
  }) => {
    await page.goto(countryUrl(country, `/${lang}/login`));
    await waitForIslands(page);
    expect(await pageText(page)).not.toMatch(POINTS);
    await signIn(page, demoAccount(country));
    await expect(page).toHaveURL(countryUrl(country, `/${lang}`));
    await waitForIslands(page);
    await expect(page.locator('cine-dashboard').locator('[part="member-card"]')).toBeVisible();
    await page.locator('cine-user-menu').getByRole('button', { expanded: false }).click();
    await expect(page.locator('cine-user-menu').getByRole('link').first()).toBeVisible();
    expect(await pageText(page)).not.toMatch(POINTS);
    expect(await loyaltyLinks(page)).toEqual([]);
    await axe.check();
    await page.goto(countryUrl(country, `/${lang}/contact-us`));
    await waitForIslands(page);
    const contact = page.locator('cine-contact');
    await expect(contact.getByText(/Où trouver mes e-billets|Where do I find my e-tickets/)).toBeVisible();
    const topics = await contact.locator('select option').allTextContents();
    expect(topics.length).toBeGreaterThan(3);
    expect(await pageText(page)).not.toMatch(POINTS);
  });
}

test('ch/fr, where the programme runs: the dashboard, the menu and the contact topics offer it', async ({
  page,
}) => {
  await page.goto(countryUrl('ch', '/fr/login'));
  await signIn(page, demoAccount('ch'));
  await expect(page).toHaveURL(countryUrl('ch', '/fr'));
  await waitForIslands(page);
  await page.locator('cine-user-menu').getByRole('button', { expanded: false }).click();
  expect(await loyaltyLinks(page)).toHaveLength(3);
  expect(await pageText(page)).toMatch(POINTS);
});
