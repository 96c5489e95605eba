import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { CountryCode, LanguageCode } from '../../../src/api/contract/common';
import type { ApiEnv } from '../context';
import { CINEMAS } from '../seed-data';
import { EVENTS, FILMS, slugOf } from '../seed-films';
import { apiPage } from './api-page';
import { siteLink } from './site-link';

type Kind = 'films' | 'events' | 'cinemas' | 'offers';

const WORDS: Record<LanguageCode, Record<Kind | 'back' | 'missing', string>> = {
  en: {
    films: 'Showtimes',
    events: 'Events',
    cinemas: 'Cinema',
    offers: 'Offers',
    back: 'Back to my account',
    missing: 'Not found',
  },
  fr: {
    films: 'Séances',
    events: 'Événements',
    cinemas: 'Cinéma',
    offers: 'Offres',
    back: 'Retour à mon compte',
    missing: 'Introuvable',
  },
  de: {
    films: 'Vorstellungen',
    events: 'Events',
    cinemas: 'Kino',
    offers: 'Angebote',
    back: 'Zurück zu meinem Konto',
    missing: 'Nicht gefunden',
  },
  nl: {
    films: 'Voorstellingen',
    events: 'Evenementen',
    cinemas: 'Bioscoop',
    offers: 'Aanbiedingen',
    back: 'Terug naar mijn account',
    missing: 'Niet gevonden',
  },
};

function nameOf(kind: Kind, key: string, country: CountryCode): string | undefined {
  // The offers menu of the settings (offers.menuDisplayed) links to the current offers.
  if (kind === 'offers') return key === 'current' ? 'Cine' : undefined;
  if (kind === 'cinemas') {
    const cinema = CINEMAS[country].find((entry) => entry.id === key);
    return cinema && `${cinema.name}, ${cinema.address}, ${cinema.zipCode} ${cinema.city}`;
  }
  return (kind === 'films' ? FILMS : EVENTS).find((title) => slugOf(title) === key);
}

function page(c: Context<ApiEnv>, kind: Kind) {
  const lang = c.req.param('lang') as LanguageCode;
  const words = WORDS[lang];
  const name = nameOf(kind, c.req.param('key') ?? '', c.var.country);
  const title = name ? `${words[kind]}: ${name}` : words.missing;
  const main = html`<p data-testid="catalogue-page">${kind} (${c.var.country})</p>
      <p><a href="${siteLink(c, `/${lang}`)}">${words.back}</a></p>`;
  return apiPage(c, { lang, title, main }, name ? 200 : 404);
}

/** Pages of the catalogue the account links to: a film's showtimes, an event, a cinema, the offers. */
export function cataloguePages(catalogue: Hono<ApiEnv>): void {
  for (const kind of ['films', 'events', 'cinemas', 'offers'] as const) {
    catalogue.get(`/:lang{fr|en|de|nl}/${kind}/:key`, (c) => page(c, kind));
  }
}
