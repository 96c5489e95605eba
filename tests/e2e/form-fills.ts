import type { Locator, Page } from '@playwright/test';
import type { Outbox } from './fault-matrix';
import { countryUrl, expect, passCaptcha } from './fixtures';
import { apiCall, createMember, newEmail } from './members';

// What a customer types in each form, and the steps that bring a test to a form deeper in a flow.

/** Signup step 1 in French: e-mail, password and the first cinema once the list has loaded. */
export async function fillSignupStep1(element: Locator, email: string): Promise<void> {
  await element.locator('input[autocomplete="email"]').fill(email);
  await element.locator('input[autocomplete="new-password"]').fill('Popcorn-2026!');
  const cinema = element.locator('select[id$="-favoriteCinema"]');
  await expect(cinema.locator('option')).not.toHaveCount(1);
  await cinema.selectOption({ index: 1 });
}

/** The French contact form, about tickets, from Camille. */
export async function fillContact(element: Locator, message: string): Promise<void> {
  await element.getByLabel('Sujet').selectOption('tickets');
  await element.getByLabel('Votre nom').fill('Camille');
  await element.getByLabel('Adresse e-mail').fill('camille@example.ch');
  await element.getByLabel('Votre message').fill(message);
}

/** Fills each field found by its exact label: a select takes its option's value. */
export async function fillByLabel(element: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = element.getByLabel(label, { exact: true });
    if ((await field.evaluate((node) => node.localName)) === 'select') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Signup step 2: a woman born 14 7 1990 at `zipCode`, Ada Lovelace unless other names are given. */
export async function fillSignupStep2(
  element: Locator,
  zipCode: string,
  [given, family] = ['Ada', 'Lovelace'],
) {
  await element.locator('input[type="radio"][value="female"]').check();
  await element.locator('input[autocomplete="given-name"]').fill(given);
  await element.locator('input[autocomplete="family-name"]').fill(family);
  await element.locator('input[autocomplete="bday-day"]').fill('14');
  await element.locator('input[autocomplete="bday-month"]').fill('7');
  await element.locator('input[autocomplete="bday-year"]').fill('1990');
  await element.locator('input[autocomplete="postal-code"]').fill(zipCode);
}

/** The French birthday request (ch), every required field; the child's name is the caller's. */
export const birthdayFr = (child: string) => ({
  'Prénom de l’enfant': child,
  'Âge de l’enfant': '8',
  Date: '2099-05-01',
  'Nombre d’invités': '12',
  Cinéma: 'ch-lausanne-flon',
  'Votre nom': 'Léa Müller',
  Téléphone: '+41 21 555 12 34',
  'Adresse e-mail': 'lea@example.ch',
});

export const signupOf = (page: Page) => page.locator('cine-signup');
export const stepHeading = (page: Page) => signupOf(page).locator('h2.signup__step-heading');

/** A real reset link (the success needs a token that works): a new member asks, the outbox has it. */
export async function openResetLink(page: Page, outbox: Outbox) {
  const { email } = await createMember(page, outbox, { country: 'ch' });
  const asked = await apiCall(page, 'fr', 'forgotten-password', { email, challenge: 'dev-pass' });
  expect(asked.status, 'forgotten-password').toBe(200);
  await page.goto((await outbox.next(email, 'reset-password')).link ?? '');
}

/** Signup up to `step` with no fault; step 3 has the e-mailed code typed in already. */
export async function openSignupAt(step: 2 | 3, page: Page, outbox: Outbox) {
  const email = newEmail('faults');
  await page.goto(countryUrl('ch', '/fr/signup'));
  const element = signupOf(page);
  await fillSignupStep1(element, email);
  await passCaptcha(element);
  await element.locator('button[type="submit"]').click();
  await expect(stepHeading(page)).toContainText('2');
  if (step === 2) return;
  await fillSignupStep2(element, '1201');
  await passCaptcha(element);
  await element.locator('button[type="submit"]').click();
  await expect(stepHeading(page)).toContainText('3');
  const { code } = await outbox.next(email, 'activation');
  await element.locator('input[autocomplete="one-time-code"]').fill(code ?? '');
}
