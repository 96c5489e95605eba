import type { Locator, Page } from '@playwright/test';
import { type Form, faultMatrixTest, onProfile } from './fault-matrix';
import { countryUrl, expect, test } from './fixtures';
import {
  birthdayFr,
  fillByLabel,
  fillSignupStep2,
  openResetLink,
  openSignupAt,
  signupOf,
  stepHeading,
} from './form-fills';
import { FIRST_PASSWORD } from './members';

// Faults on the submits (tests/e2e/fault-matrix.ts): every submit that
// hold-faults.spec.ts leaves out, in a file of its own so that the two run in parallel workers.

// A timeout is 15 s of waiting per form, on two busy CI cores.
test.describe.configure({ timeout: 180_000 });

const NEW_PASSWORD = 'Bioscoop-2027!';
const profile = (page: Page) => page.locator('cine-profile');

const submitButton = (element: Locator) => element.locator('button[type="submit"]');
const saved = (text: string) => (page: Page) => expect(page.getByText(text).first()).toBeVisible();

/** Signup at `step`, its earlier steps done without a fault. */
const signupStep = (step: 2 | 3, call: string, fill: Form['fill'], succeeded: Form['succeeded']): Form => ({
  name: `signup step ${step}`,
  country: 'ch',
  path: '/fr/signup',
  call,
  open: (page, outbox) => openSignupAt(step, page, outbox),
  element: signupOf,
  fill,
  submit: submitButton,
  succeeded,
});

const FORMS: Form[] = [
  {
    name: 'contact offer, birthday',
    country: 'ch',
    path: '/fr/contact-offer/birthday',
    call: 'contact-offer/birthday',
    element: (page) => page.locator('cine-contact-offer'),
    fill: (element) => fillByLabel(element, birthdayFr('Noé')),
    submit: (element) => element.getByRole('button', { name: 'Envoyer la demande' }),
    succeeded: (_page, element) =>
      expect(element.getByRole('heading', { name: 'Votre demande a bien été envoyée' })).toBeVisible(),
  },
  {
    name: 'reset password',
    country: 'ch',
    path: '/fr/reset-password',
    call: 'reset-password',
    open: openResetLink,
    element: (page) => page.locator('cine-reset-password'),
    fill: async (element) => {
      for (const field of await element.locator('input[autocomplete="new-password"]').all())
        await field.fill(NEW_PASSWORD);
    },
    submit: submitButton,
    succeeded: (_page, element) =>
      expect(element.getByRole('heading', { name: 'Votre mot de passe a été modifié' })).toBeVisible(),
  },
  signupStep(
    2,
    'activate-member',
    (element) => fillSignupStep2(element, '1201'),
    (page) => expect(stepHeading(page)).toContainText('3'),
  ),
  signupStep(
    3,
    'create-member',
    (element) => element.locator('input[autocomplete="address-level2"]').fill('Genève'),
    (page) => expect(page).toHaveURL(countryUrl('ch', '/fr')),
  ),
  onProfile('de', {
    name: 'profile newsletters (member, de)',
    call: 'accounts/me/newsletters',
    fill: (element) => element.getByLabel('Newsletter erhalten').check(),
    submit: (element) => element.getByRole('button', { name: 'Meine Auswahl speichern' }),
    succeeded: saved('Ihre Änderungen wurden gespeichert.'),
  }),
  onProfile('fr', {
    name: 'profile password (member, fr)',
    call: 'accounts/me/password',
    fill: async (element) => {
      await element.getByLabel('Mot de passe actuel').fill(FIRST_PASSWORD);
      await element.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
      await element.getByLabel('Confirmez le nouveau mot de passe').fill(NEW_PASSWORD);
    },
    submit: (element) => element.getByRole('button', { name: 'Changer mon mot de passe' }),
    succeeded: saved('Vos modifications ont été enregistrées.'),
  }),
  onProfile('de', {
    name: 'favourite cinema added (member, de)',
    call: 'accounts/me/cinemas',
    method: 'PATCH',
    fill: async (element) => {
      const picker = element.getByRole('combobox', { name: 'Kino hinzufügen' });
      await picker.fill('Sihlcity');
      await picker.press('ArrowDown');
      await picker.press('Enter');
    },
    submit: (element) => element.getByRole('button', { name: 'Hinzufügen', exact: true }),
    succeeded: (_page, element) =>
      expect(element.locator('#favorite-cinemas [part="cinema"]')).toHaveCount(2),
  }),
  onProfile('fr', {
    name: 'favourite cinema removed (member, fr)',
    call: 'accounts/me/cinemasdelete',
    fill: async () => undefined,
    submit: (element) => element.getByRole('button', { name: /^Retirer / }),
    succeeded: (_page, element) =>
      expect(element.getByText('Vous n’avez pas encore de cinéma favori.')).toBeVisible(),
  }),
  {
    name: 'ticket e-mail sent again (demo member, fr)',
    country: 'ch',
    path: '/fr/e-tickets',
    call: 'SendMailTransaction',
    member: 'demo',
    element: (page) => page.locator('cine-tickets'),
    fill: async () => undefined,
    submit: (element) => element.getByRole('button', { name: 'Renvoyer l’e-mail du billet' }).first(),
    succeeded: saved('Nous avons renvoyé l’e-mail du billet.'),
  },
  onProfile('fr', {
    name: 'account deletion (member, fr)',
    call: 'accounts/me',
    method: 'DELETE',
    // The confirmation dialog, with its own human check (the profile's first checkbox is a newsletter).
    element: (page) => profile(page).getByRole('dialog'),
    fill: async (element) => {
      await profile(element.page()).getByRole('button', { name: 'Supprimer mon compte…' }).click();
      await element.getByLabel('Votre mot de passe').fill(FIRST_PASSWORD);
    },
    submit: (element) => element.getByRole('button', { name: 'Supprimer définitivement mon compte' }),
    succeeded: (page) => expect(page).toHaveURL(countryUrl('ch', '/catalogue/fr')),
  }),
];

for (const form of FORMS) faultMatrixTest(form);
