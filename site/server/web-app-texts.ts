import type { LanguageCode } from '../../src/api/contract/common';

/** What the home-screen app says of itself, per language; `{brand}` stands for the chain's name. */
export type WebAppTexts = {
  name: string;
  shortName: string;
  description: string;
  tickets: { name: string; shortName: string };
  card: { name: string; shortName: string };
};

export const webAppTexts: Record<LanguageCode, WebAppTexts> = {
  fr: {
    name: 'Mon compte {brand}',
    shortName: 'Compte {brand}',
    description: 'Vos e-billets et votre carte de membre toujours à portée de main, même hors connexion.',
    tickets: { name: 'Mes e-billets', shortName: 'E-billets' },
    card: { name: 'Ma carte de membre', shortName: 'Carte' },
  },
  en: {
    name: 'My {brand} account',
    shortName: '{brand} account',
    description: 'Your e-tickets and member card always at hand, even offline.',
    tickets: { name: 'My e-tickets', shortName: 'E-tickets' },
    card: { name: 'My member card', shortName: 'Card' },
  },
  de: {
    name: 'Mein {brand}-Konto',
    shortName: '{brand}-Konto',
    description: 'Ihre E-Tickets und Ihre Mitgliedskarte immer griffbereit, auch offline.',
    tickets: { name: 'Meine E-Tickets', shortName: 'E-Tickets' },
    card: { name: 'Meine Mitgliedskarte', shortName: 'Karte' },
  },
  nl: {
    name: 'Mijn {brand}-account',
    shortName: '{brand}-account',
    description: 'Uw e-tickets en uw ledenkaart altijd bij de hand, ook offline.',
    tickets: { name: 'Mijn e-tickets', shortName: 'E-tickets' },
    card: { name: 'Mijn ledenkaart', shortName: 'Kaart' },
  },
};
