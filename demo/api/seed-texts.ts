import type { CountryCode, LanguageCode } from '../../src/api/contract/common';
import type { Offer, PointsEntry } from '../../src/api/contract/loyalty';
import type { Order } from '../../src/api/contract/orders';

type Texts = Record<Exclude<LanguageCode, 'en'>, string>;

// The seed stores its words in English; the real API answers in the path's language.
const WORDS: Record<string, Texts> = {
  Adult: { fr: 'Adulte', de: 'Erwachsene', nl: 'Volwassene' },
  Child: { fr: 'Enfant', de: 'Kind', nl: 'Kind' },
  Popcorn: { fr: 'Popcorn', de: 'Popcorn', nl: 'Popcorn' },
  '3D glasses': { fr: 'Lunettes 3D', de: '3D-Brille', nl: '3D-bril' },
  'Friends: a free seat': {
    fr: 'Offre Amis : une place offerte',
    de: 'Freunde-Angebot: ein Gratisplatz',
    nl: 'Vriendenaanbod: een gratis plaats',
  },
  'Friends: a free snack': {
    fr: 'Offre Amis : un snack offert',
    de: 'Freunde-Angebot: ein Gratis-Snack',
    nl: 'Vriendenaanbod: een gratis snack',
  },
  'Birthday treat': { fr: 'Cadeau d’anniversaire', de: 'Geburtstagsgeschenk', nl: 'Verjaardagscadeau' },
  'Free ticket': { fr: 'Place offerte', de: 'Gratisticket', nl: 'Gratis ticket' },
  'Free popcorn': { fr: 'Popcorn offert', de: 'Gratis-Popcorn', nl: 'Gratis popcorn' },
  'Opera live: La Traviata': {
    fr: 'Opéra en direct : La Traviata',
    de: 'Oper live: La Traviata',
    nl: 'Opera live: La Traviata',
  },
  'Ballet live: Swan Lake': {
    fr: 'Ballet en direct : Le Lac des cygnes',
    de: 'Ballett live: Schwanensee',
    nl: 'Ballet live: Het zwanenmeer',
  },
  'Concert: Symphony under the Stars': {
    fr: 'Concert : Symphonie sous les étoiles',
    de: 'Konzert: Sinfonie unter den Sternen',
    nl: 'Concert: Symfonie onder de sterren',
  },
  'E-sport final: League Cup': {
    fr: 'Finale e-sport : League Cup',
    de: 'E-Sport-Finale: League Cup',
    nl: 'E-sportfinale: League Cup',
  },
  'Stand-up night': { fr: 'Soirée stand-up', de: 'Stand-up-Abend', nl: 'Stand-upavond' },
  'Documentary night with Q&A': {
    fr: 'Soirée documentaire avec débat',
    de: 'Dokumentarfilmabend mit Publikumsgespräch',
    nl: 'Documentaireavond met nagesprek',
  },
  'Anime marathon': { fr: 'Marathon anime', de: 'Anime-Marathon', nl: 'Animemarathon' },
  'Football: Cup final on the big screen': {
    fr: 'Football : la finale de la coupe sur grand écran',
    de: 'Fußball: das Cupfinale auf der großen Leinwand',
    nl: 'Voetbal: de bekerfinale op het grote scherm',
  },
};

// Words with a part that stays: the room number, the film of a points entry.
const PATTERNS: [RegExp, Record<LanguageCode, string>][] = [
  [/^Salle (\d+)$/, { en: 'Screen $1', fr: 'Salle $1', de: 'Saal $1', nl: 'Zaal $1' }],
  [/^Ticket: (.+)$/, { en: 'Ticket: $1', fr: 'Billet : $1', de: 'Ticket: $1', nl: 'Ticket: $1' }],
];

/** Swiss Standard German writes ss where Germany writes ß. */
export const spellFor = (country: CountryCode, lang: LanguageCode) => (text: string) =>
  country === 'CH' && lang === 'de' ? text.replaceAll('ß', 'ss') : text;

/** A seeded word or phrase in `lang` (as spelt in `country`); an unknown one as it is (a film title). */
export function localize(text: string, lang: LanguageCode, country: CountryCode): string {
  const spell = spellFor(country, lang);
  for (const [pattern, texts] of PATTERNS) {
    if (pattern.test(text)) return spell(text.replace(pattern, texts[lang]));
  }
  return lang === 'en' ? text : spell(WORDS[text]?.[lang] ?? text);
}

/** An order with its tariffs, options, room and event title in the member's language. */
export function localizeOrder(order: Order, lang: LanguageCode, country: CountryCode): Order {
  const say = (text: string) => localize(text, lang, country);
  return {
    ...order,
    filmTitle: say(order.filmTitle),
    room: say(order.room),
    tickets: order.tickets.map((ticket) => ({
      ...ticket,
      label: say(ticket.label),
      options: ticket.options.map((option) => ({ ...option, label: say(option.label) })),
    })),
  };
}

export const localizePoints = (
  entry: PointsEntry,
  lang: LanguageCode,
  country: CountryCode,
): PointsEntry => ({
  ...entry,
  label: localize(entry.label, lang, country),
});

export const localizeOffer = (offer: Offer, lang: LanguageCode, country: CountryCode): Offer => ({
  ...offer,
  name: localize(offer.name, lang, country),
});
