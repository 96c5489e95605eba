// Every interaction the bench times for INP, on its real screen, as a member taps
// or types it at 390 px. Steps of one screen run in order on one load: each leaves the screen as the
// next expects it (a dialog opened is closed by the next step). Names are the fr texts of the screens.
import type { Locator, Page } from 'playwright-core';

export interface InpStep {
  name: string;
  act(page: Page): Promise<void>;
}

export interface InpScreen {
  path: string;
  member: boolean;
  /** Visible once the screen is hydrated and can be used. */
  ready(page: Page): Locator;
  steps: InpStep[];
}

// A person types a key every 100 ms or so: each key is an interaction of its own.
const TYPING_DELAY = 100;
const typeInto = async (field: Locator, text: string) => {
  await field.click();
  await field.press('End');
  await field.pressSequentially(text, { delay: TYPING_DELAY });
};
const button = (scope: Locator | Page, name: string | RegExp) => scope.getByRole('button', { name }).first();
const el = (page: Page, tag: string) => page.locator(tag);

export const INP_SCREENS: InpScreen[] = [
  {
    path: '/fr/login',
    member: false,
    ready: (page) =>
      page
        .locator('cine-login button[type="submit"]:enabled, cine-account button[type="submit"]:enabled')
        .first(),
    steps: [
      {
        name: 'typing an e-mail (/fr/login)',
        act: (page) => typeInto(page.locator('input[type="email"]').first(), 'demo.ch@cine.test'),
      },
      {
        name: 'show then hide password (/fr/login)',
        act: async (page) => {
          const toggle = page.locator('[part~="password-toggle"]').first();
          await toggle.click();
          await toggle.click();
        },
      },
    ],
  },
  {
    path: '/fr/signup',
    member: false,
    ready: (page) => page.locator('input[type="password"]').first(),
    steps: [
      {
        name: 'typing a password, its rules (/fr/signup)',
        act: (page) => typeInto(page.locator('input[type="password"]').first(), 'Popcorn-2026!'),
      },
    ],
  },
  {
    path: '/fr',
    member: true,
    ready: (page) => el(page, 'cine-dashboard').locator('[part~="qr-code"]').first(),
    steps: [
      {
        name: 'user menu opening',
        act: (page) => el(page, 'cine-user-menu').locator('[part="toggle"]').click(),
      },
      {
        name: 'user menu closing',
        act: (page) => el(page, 'cine-user-menu').locator('[part="toggle"]').click(),
      },
      {
        name: 'My films filter (Adorés, then Tous)',
        act: async (page) => {
          const films = el(page, 'cine-dashboard').locator('[part="films"]');
          await button(films, /^Adorés/).click();
          await button(films, /^Tous/).click();
        },
      },
      {
        name: 'My films show more',
        act: (page) => button(el(page, 'cine-dashboard'), 'Afficher plus de films').click(),
      },
      {
        name: 'switching language in place (Deutsch)',
        act: (page) =>
          page.locator('[part="language-switcher"]').getByRole('link', { name: 'Deutsch' }).first().click(),
      },
    ],
  },
  {
    path: '/fr/e-tickets',
    member: true,
    ready: (page) => el(page, 'cine-tickets').getByRole('tab').first(),
    steps: [
      {
        name: 'e-tickets tab: À venir',
        act: (page) => el(page, 'cine-tickets').getByRole('tab').nth(1).click(),
      },
      {
        name: 'e-tickets tab: Annulées',
        act: (page) => el(page, 'cine-tickets').getByRole('tab').nth(2).click(),
      },
      {
        name: 'e-tickets tab: Toutes',
        act: (page) => el(page, 'cine-tickets').getByRole('tab').nth(0).click(),
      },
      {
        name: 'e-tickets show more',
        act: (page) => button(el(page, 'cine-tickets'), 'Afficher plus de commandes').click(),
      },
      {
        name: 'ticket QR dialog opening',
        act: (page) => button(el(page, 'cine-tickets'), 'Afficher en plein écran').click(),
      },
      {
        name: 'ticket QR dialog closing',
        act: (page) =>
          el(page, 'cine-tickets')
            .getByRole('dialog')
            .getByRole('button', { name: 'Fermer' })
            .first()
            .click(),
      },
    ],
  },
  {
    path: '/fr/loyalty-program',
    member: true,
    ready: (page) => button(el(page, 'cine-loyalty'), 'Afficher plus de points gagnés'),
    steps: [
      {
        name: 'loyalty show more earned points',
        act: (page) => button(el(page, 'cine-loyalty'), 'Afficher plus de points gagnés').click(),
      },
      {
        name: 'loyalty show more used points',
        act: (page) => button(el(page, 'cine-loyalty'), 'Afficher plus de points utilisés').click(),
      },
    ],
  },
  {
    path: '/fr/profile',
    member: true,
    ready: (page) => el(page, 'cine-profile').locator('input[autocomplete="given-name"]'),
    steps: [
      {
        name: 'typing the first name (profile)',
        act: (page) => typeInto(el(page, 'cine-profile').locator('input[autocomplete="given-name"]'), 'ne'),
      },
      {
        name: 'newsletter toggle (on, off)',
        act: async (page) => {
          const box = el(page, 'cine-profile').getByRole('checkbox', { name: 'M’envoyer les newsletters' });
          await box.click();
          await box.click();
        },
      },
      {
        name: 'favourite cinema made main',
        act: (page) =>
          el(page, 'cine-profile')
            .getByRole('button', { name: /^Choisir comme cinéma principal/ })
            .first()
            .click(),
      },
      {
        name: 'cinema picker search (typing "Lau")',
        // The picker's own input: the profile's first combobox is a <select> (the browser's popup, not ours).
        act: (page) =>
          typeInto(el(page, 'cine-profile').locator('[part~="cinema-picker"] input[role="combobox"]'), 'Lau'),
      },
      {
        name: 'delete account dialog opening',
        act: (page) => button(el(page, 'cine-profile'), 'Supprimer mon compte…').click(),
      },
      {
        name: 'delete account dialog closing',
        act: (page) =>
          el(page, 'cine-profile')
            .getByRole('dialog')
            .getByRole('button', { name: 'Garder mon compte' })
            .click(),
      },
    ],
  },
];
