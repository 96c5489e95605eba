import { clearFault, countryUrl, expect, setFault, test, waitForIslands } from './fixtures';

test('ch/fr footer: questions open by keyboard, the switch shows the recurring ones, cinemas link to their pages', async ({
  page,
  axe,
}) => {
  await page.goto(countryUrl('ch', '/fr/login'));
  await waitForIslands(page);
  const footer = page.locator('cine-footer');
  const questions = footer.locator('[part~="question"]');
  await expect(questions).toHaveCount(3);
  await questions.first().locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(questions.first()).toContainText('e-billets arrivent par e-mail');
  const recurring = footer.getByRole('button', { name: 'Recherches populaires' });
  await recurring.click();
  await expect(recurring).toHaveAttribute('aria-pressed', 'true');
  await expect(questions.first().locator('summary')).toHaveText('Horaires des séances aujourd’hui');
  await axe.check();
  const bern = footer.getByRole('link', { name: 'Cine Bern Westside' });
  await expect(bern).toHaveAttribute('href', /\/catalogue\/fr\/cinemas\/ch-bern-westside$/);
  await bern.click();
  await expect(page.getByTestId('catalogue-page')).toContainText('cinemas (CH)');
});

test('be/nl footer: a failed half says so with a retry that works, the other half stays', async ({
  page,
  context,
  axe,
}) => {
  await setFault(context, 'footer:malformed');
  await page.goto(countryUrl('be', '/nl/login'));
  await waitForIslands(page);
  const footer = page.locator('cine-footer');
  await expect(footer.getByRole('alert')).toContainText('We konden de vragen niet laden.');
  await expect(footer.getByRole('link', { name: 'Cine Gent Dok' })).toBeVisible();
  await axe.check();
  await clearFault(context);
  await footer.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(footer.locator('[part~="question"]').first()).toContainText('Hoe boek ik een ticket?');
  await expect(footer.getByRole('alert')).toHaveCount(0);
});
