import { countryUrl, expect, test, waitForIslands } from './fixtures';

// Consent at signup, and the privacy pop-in where the settings ask for it.
test.use({ privacyPopin: 'shown' });

test("signup links the country's terms and privacy policy, newsletters start unticked, the privacy pop-in closes", async ({
  page,
  axe,
}) => {
  await page.goto(countryUrl('ch', '/fr/signup'));
  await waitForIslands(page);
  const signup = page.locator('cine-signup');
  const dialog = signup.getByRole('dialog', { name: 'Votre vie privée' });
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog (its first control).
  await expect(dialog.getByRole('link', { name: /Lire notre politique/ })).toBeFocused();
  await axe.check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const terms = signup.getByRole('link', { name: /conditions d’utilisation/ });
  await expect(terms).toHaveAttribute('href', /\/legal\.html\?doc=terms&lang=fr/);
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(terms).toContainText('nouvel onglet');
  await expect(signup.getByRole('link', { name: /politique de confidentialité/ })).toHaveAttribute(
    'href',
    /doc=privacy/,
  );
  await axe.check();
  // Closed once, it stays closed for the visit.
  await page.reload();
  await waitForIslands(page);
  await expect(signup.getByRole('dialog')).toHaveCount(0);
  const legal = await page.context().newPage();
  await legal.goto(countryUrl('ch', '/legal.html?doc=terms&lang=fr'));
  await expect(legal.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation (démo)');
  await legal.close();
});

test('with displayMyPrivacy off (Tunisia) there is no pop-in', async ({ page }) => {
  await page.goto(countryUrl('tn', '/fr/signup'));
  await waitForIslands(page);
  await expect(
    page.locator('cine-signup').getByRole('link', { name: /conditions d’utilisation/ }),
  ).toBeVisible();
  await expect(page.locator('cine-signup').getByRole('dialog')).toHaveCount(0);
});
