import type { Hono } from 'hono';
import type { LanguageCode } from '../../../src/api/contract/common';
import type { FooterResponse } from '../../../src/api/contract/footer';
import type { ApiEnv } from '../context';
import { COUNTRIES } from '../countries';
import { queryLanguage } from '../request';
import { CINEMAS } from '../seed-data';
import { spellFor } from '../seed-texts';

// The third text, where given, is the answer where the loyalty programme runs.
type Entry = [question: string, answer: string, withLoyalty?: string];

// The footer's questions per language: the regular FAQ, then the recurring (SEO) questions.
const QUESTIONS: Record<LanguageCode, { regular: Entry[]; recurring: Entry[] }> = {
  en: {
    regular: [
      [
        'How do I book a ticket?',
        'Choose a film and a showtime on the site or in the app, then your seats; your e-tickets arrive by e-mail and in "My e-tickets".',
      ],
      ['Can I come late?', 'Adverts and trailers run for about 15 minutes; doors stay open during the show.'],
      [
        'Are there reduced prices?',
        'Children, students and seniors pay less on every show.',
        'Children, students and seniors pay less on every show; the loyalty programme adds free seats.',
      ],
    ],
    recurring: [
      ['Cinema showtimes today', 'Every cinema page lists today’s showtimes, updated each morning.'],
      ['IMAX and 4DX near me', 'Look for the IMAX and 4DX badges on the showtimes of your cinema.'],
      ['Cinema gift cards', 'Gift cards are sold at every cinema desk and online, valid for two years.'],
    ],
  },
  fr: {
    regular: [
      [
        'Comment réserver un billet ?',
        'Choisissez un film et une séance sur le site ou dans l’application, puis vos places ; vos e-billets arrivent par e-mail et dans « Mes e-billets ».',
      ],
      [
        'Puis-je arriver en retard ?',
        'Publicités et bandes-annonces durent environ 15 minutes ; les portes restent ouvertes pendant la séance.',
      ],
      [
        'Existe-t-il des tarifs réduits ?',
        'Enfants, étudiants et seniors paient moins à chaque séance.',
        'Enfants, étudiants et seniors paient moins à chaque séance ; le programme de fidélité ajoute des places offertes.',
      ],
    ],
    recurring: [
      [
        'Horaires des séances aujourd’hui',
        'Chaque page de cinéma affiche les séances du jour, mises à jour chaque matin.',
      ],
      ['IMAX et 4DX près de chez moi', 'Repérez les badges IMAX et 4DX dans les séances de votre cinéma.'],
      [
        'Cartes cadeaux cinéma',
        'Les cartes cadeaux sont vendues à la caisse de chaque cinéma et en ligne, valables deux ans.',
      ],
    ],
  },
  de: {
    regular: [
      [
        'Wie buche ich ein Ticket?',
        'Wählen Sie auf der Website oder in der App einen Film und eine Vorstellung, dann Ihre Plätze; Ihre E-Tickets erhalten Sie per E-Mail und unter „Meine E-Tickets“.',
      ],
      [
        'Darf ich zu spät kommen?',
        'Werbung und Trailer dauern etwa 15 Minuten; die Türen bleiben während der Vorstellung offen.',
      ],
      [
        'Gibt es ermäßigte Preise?',
        'Kinder, Studierende und Seniorinnen und Senioren zahlen bei jeder Vorstellung weniger.',
        'Kinder, Studierende und Seniorinnen und Senioren zahlen bei jeder Vorstellung weniger; mit dem Treueprogramm gibt es zudem Freikarten.',
      ],
    ],
    recurring: [
      [
        'Kinoprogramm heute',
        'Jede Kinoseite zeigt die Vorstellungen des Tages und wird jeden Morgen aktualisiert.',
      ],
      [
        'IMAX und 4DX in meiner Nähe',
        'Achten Sie bei den Vorstellungen Ihres Kinos auf die Symbole IMAX und 4DX.',
      ],
      ['Kino-Geschenkkarten', 'Geschenkkarten gibt es an jeder Kinokasse und online, zwei Jahre gültig.'],
    ],
  },
  nl: {
    regular: [
      [
        'Hoe boek ik een ticket?',
        'Kies op de site of in de app een film en een voorstelling, daarna uw plaatsen; uw e-tickets komen per e-mail en in "Mijn e-tickets".',
      ],
      [
        'Mag ik te laat komen?',
        'Reclame en trailers duren ongeveer 15 minuten; de deuren blijven tijdens de voorstelling open.',
      ],
      [
        'Zijn er kortingen?',
        'Kinderen, studenten en senioren betalen minder bij elke voorstelling.',
        'Kinderen, studenten en senioren betalen minder bij elke voorstelling; het spaarprogramma geeft gratis plaatsen.',
      ],
    ],
    recurring: [
      [
        'Voorstellingen vandaag',
        'Elke bioscooppagina toont de voorstellingen van vandaag, elke ochtend bijgewerkt.',
      ],
      ['IMAX en 4DX in mijn buurt', 'Let op de IMAX- en 4DX-tekens bij de voorstellingen van uw bioscoop.'],
      [
        'Cadeaukaarten voor de bioscoop',
        'Cadeaukaarten zijn te koop aan de kassa van elke bioscoop en online, twee jaar geldig.',
      ],
    ],
  },
};

/** `GET /catalogue/footer?language=` and `GET /catalogue/cinemas?language=`: the footer's two halves. */
export function catalogueFooterRoutes(catalogue: Hono<ApiEnv>): void {
  catalogue.get('/footer', (c) => {
    const lang = queryLanguage(c.req.query('language'));
    const { regular, recurring } = QUESTIONS[lang];
    const loyalty = COUNTRIES[c.var.country].loyalty;
    const spell = spellFor(c.var.country, lang);
    const show =
      (recurringEntry: boolean) =>
      ([question, answer, withLoyalty]: Entry, n: number) => ({
        id: `${recurringEntry ? 'seo' : 'faq'}-${n + 1}`,
        question: spell(question),
        answer: spell(loyalty && withLoyalty ? withLoyalty : answer),
        recurring: recurringEntry,
      });
    const body: FooterResponse = { shows: [...regular.map(show(false)), ...recurring.map(show(true))] };
    return c.json(body);
  });
  catalogue.get('/cinemas', (c) => c.json({ cinemas: CINEMAS[c.var.country] }));
}
