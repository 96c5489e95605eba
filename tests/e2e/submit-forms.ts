import type { Locator, Page } from '@playwright/test';
import type { Outbox } from './fault-matrix';
import { demoAccount } from './fixtures';
import { fillContact, fillSignupStep1, fillSignupStep2, openSignupAt, signupOf } from './form-fills';

// The forms the double-submit and offline tests drive: each with the call its submit makes.

export type Form = {
  name: string;
  path: string;
  call: RegExp;
  /** Only this method of the call is the form's (accounts/me is also read with GET). */
  method?: string;
  /** Signed in as the demo member first (the refusals below keep its data as it is). */
  member?: boolean;
  /** Brings the page to the form when a visit is not enough (signup's later steps). */
  open?: (page: Page, outbox: Outbox) => Promise<void>;
  element: (page: Page) => Locator;
  fill: (element: Locator) => Promise<void>;
  submit: (element: Locator) => Locator;
};

const profile = (page: Page) => page.locator('cine-profile');

export const FORMS: Form[] = [
  {
    name: 'login',
    path: '/fr/login',
    call: /\/api\/fr\/login$/,
    element: (page) => page.locator('cine-login'),
    fill: async (element) => {
      await element.locator('input[type="email"]').fill(demoAccount('ch').email);
      await element.locator('input[type="password"]').fill('Wrong-password-1');
    },
    submit: (element) => element.locator('button[type="submit"]'),
  },
  {
    name: 'forgotten password',
    path: '/fr/forgotten-password',
    call: /\/api\/fr\/forgotten-password$/,
    element: (page) => page.locator('cine-forgotten-password'),
    fill: (element) => element.locator('input[autocomplete="email"]').fill('someone@example.ch'),
    submit: (element) => element.locator('button[type="submit"]'),
  },
  {
    name: 'signup step 1',
    path: '/fr/signup',
    call: /\/api\/fr\/verify-member$/,
    element: (page) => page.locator('cine-signup'),
    fill: (element) => fillSignupStep1(element, 'burst@example.ch'),
    submit: (element) => element.locator('button[type="submit"]'),
  },
  {
    name: 'signup step 2',
    path: '/fr/signup',
    call: /\/api\/fr\/activate-member$/,
    open: (page, outbox) => openSignupAt(2, page, outbox),
    element: signupOf,
    fill: (element) => fillSignupStep2(element, '1201'),
    submit: (element) => element.locator('button[type="submit"]'),
  },
  {
    name: 'signup step 3',
    path: '/fr/signup',
    call: /\/api\/fr\/create-member$/,
    open: (page, outbox) => openSignupAt(3, page, outbox),
    element: signupOf,
    fill: async () => undefined,
    submit: (element) => element.locator('button[type="submit"]'),
  },
  {
    name: 'contact',
    path: '/fr/contact-us',
    call: /\/api\/fr\/contact-support$/,
    element: (page) => page.locator('cine-contact'),
    fill: (element) => fillContact(element, 'Deux fois ?'),
    submit: (element) => element.getByRole('button', { name: 'Envoyer le message' }),
  },
  {
    name: 'reset password',
    path: '/fr/reset-password?token=abc',
    call: /\/api\/fr\/reset-password$/,
    element: (page) => page.locator('cine-reset-password'),
    fill: async (element) => {
      for (const field of await element.locator('input[autocomplete="new-password"]').all())
        await field.fill('Bioscoop-2027!');
    },
    submit: (element) => element.locator('button[type="submit"]'),
  },
  {
    name: 'profile details',
    path: '/fr/profile',
    call: /\/api\/fr\/accounts\/me\/update$/,
    member: true,
    element: profile,
    fill: (element) => element.getByLabel('Prénom').fill('Léa'),
    submit: (element) => element.getByRole('button', { name: 'Enregistrer mes informations' }),
  },
  {
    name: 'profile newsletters',
    path: '/fr/profile',
    call: /\/api\/fr\/accounts\/me\/newsletters$/,
    member: true,
    element: profile,
    fill: async () => undefined,
    submit: (element) => element.getByRole('button', { name: 'Enregistrer mes choix' }),
  },
  {
    name: 'profile password',
    path: '/fr/profile',
    call: /\/api\/fr\/accounts\/me\/password$/,
    member: true,
    element: profile,
    fill: async (element) => {
      await element.getByLabel('Mot de passe actuel').fill('Pas-le-bon-1');
      await element.getByLabel('Nouveau mot de passe', { exact: true }).fill('Bioscoop-2027!');
      await element.getByLabel('Confirmez le nouveau mot de passe').fill('Bioscoop-2027!');
    },
    submit: (element) => element.getByRole('button', { name: 'Changer mon mot de passe' }),
  },
  {
    name: 'account deletion',
    path: '/fr/profile',
    call: /\/api\/fr\/accounts\/me$/,
    method: 'DELETE',
    member: true,
    // The confirmation dialog, with its own human check (the profile's first checkbox is a newsletter).
    element: (page) => profile(page).getByRole('dialog'),
    fill: async (element) => {
      await profile(element.page()).getByRole('button', { name: 'Supprimer mon compte…' }).click();
      await element.getByLabel('Votre mot de passe').fill('Pas-le-bon-1');
    },
    submit: (element) => element.getByRole('button', { name: 'Supprimer définitivement mon compte' }),
  },
];
