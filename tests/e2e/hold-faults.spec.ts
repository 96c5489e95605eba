import { type Form, faultMatrixTest, onProfile } from './fault-matrix';
import { countryUrl, demoAccount, expect, test } from './fixtures';
import { fillContact, fillSignupStep1 } from './form-fills';

// Faults on the submits (tests/e2e/fault-matrix.ts): sign-in, recovery, signup step 1,
// contact and profile details. The other submits are in hold-faults-more.spec.ts (another worker).

// A timeout is 15 s of waiting per form, on two busy CI cores.
test.describe.configure({ timeout: 180_000 });

const FORMS: Form[] = [
  {
    name: 'login',
    country: 'ch',
    path: '/fr/login',
    call: 'login',
    element: (page) => page.locator('cine-login'),
    fill: async (element) => {
      await element.locator('input[type="email"]').fill(demoAccount('ch').email);
      await element.locator('input[type="password"]').fill(demoAccount('ch').password);
    },
    submit: (element) => element.locator('button[type="submit"]'),
    succeeded: (page) => expect(page).toHaveURL(countryUrl('ch', '/fr')),
  },
  {
    name: 'forgotten password',
    country: 'ch',
    path: '/fr/forgotten-password',
    call: 'forgotten-password',
    element: (page) => page.locator('cine-forgotten-password'),
    fill: (element) => element.locator('input[autocomplete="email"]').fill(demoAccount('ch').email),
    submit: (element) => element.locator('button[type="submit"]'),
    succeeded: (_page, element) => expect(element.locator('input[autocomplete="email"]')).toHaveCount(0),
  },
  {
    name: 'signup step 1',
    country: 'ch',
    path: '/fr/signup',
    call: 'verify-member',
    element: (page) => page.locator('cine-signup'),
    fill: (element) => fillSignupStep1(element, `faults-${Date.now()}@example.ch`),
    submit: (element) => element.locator('button[type="submit"]'),
    succeeded: (_page, element) =>
      expect(element.locator('input[autocomplete="new-password"]')).toHaveCount(0),
  },
  {
    name: 'contact',
    country: 'ch',
    path: '/fr/contact-us',
    call: 'contact-support',
    element: (page) => page.locator('cine-contact'),
    fill: (element) => fillContact(element, 'Une panne ?'),
    submit: (element) => element.getByRole('button', { name: 'Envoyer le message' }),
    succeeded: (_page, element) =>
      expect(element.getByText('L’équipe du cinéma vous répondra à camille@example.ch')).toBeVisible(),
  },
  onProfile('de', {
    name: 'profile details (member, de)',
    call: 'accounts/me/update',
    fill: (element) => element.getByLabel('Vorname').fill('Störung'),
    submit: (element) => element.getByRole('button', { name: 'Meine Angaben speichern' }),
    succeeded: (page) => expect(page.getByText('Ihre Änderungen wurden gespeichert.').first()).toBeVisible(),
  }),
];

for (const form of FORMS) faultMatrixTest(form);
