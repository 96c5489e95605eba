import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

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
