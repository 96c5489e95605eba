import type { LanguageCode } from '../../src/api/contract/common';
import { matchRoute } from '../../src/router/match';

/** A page's description in one language; `noLoyalty` where it would promise points a country has none of. */
type Text = string | { loyalty: string; noLoyalty: string };
type Texts = Record<LanguageCode, Text>;

/**
 * What search engines show under each account page's title, by the key of the page's title
 * (`account.titles.login` gives `login`) or, for a contact-offer form, by its kind. Written for the
 * build only: no page downloads them.
 */
export const DESCRIPTIONS: Record<string, Texts> = {
  dashboard: {
    fr: {
      loyalty:
        'Votre tableau de bord : carte de membre, prochaines séances, points de fidélité et vos avis sur les films.',
      noLoyalty: 'Votre tableau de bord : prochaines séances, e-billets et vos avis sur les films.',
    },
    en: {
      loyalty: 'Your dashboard: member card, upcoming shows, loyalty points and your film ratings.',
      noLoyalty: 'Your dashboard: upcoming shows, e-tickets and your film ratings.',
    },
    de: {
      loyalty: 'Ihre Übersicht: Mitgliedskarte, nächste Vorstellungen, Treuepunkte und Ihre Filmbewertungen.',
      noLoyalty: 'Ihre Übersicht: nächste Vorstellungen, E-Tickets und Ihre Filmbewertungen.',
    },
    nl: {
      loyalty: 'Uw overzicht: ledenkaart, volgende voorstellingen, spaarpunten en uw filmbeoordelingen.',
      noLoyalty: 'Uw overzicht: volgende voorstellingen, e-tickets en uw filmbeoordelingen.',
    },
  },
  tickets: {
    fr: 'Vos e-billets et commandes, avec le code QR à présenter à l’entrée de la salle, même hors connexion.',
    en: 'Your e-tickets and orders, with the QR code to show at the cinema door, even offline.',
    de: 'Ihre E-Tickets und Bestellungen, mit dem QR-Code für den Eingang zum Saal, auch offline.',
    nl: 'Uw e-tickets en bestellingen, met de QR-code voor de ingang van de zaal, ook offline.',
  },
  loyalty: {
    fr: {
      loyalty:
        'Vos points de fidélité gagnés et utilisés, et les offres à échanger contre vos points au cinéma.',
      noLoyalty: 'Le programme de fidélité de nos cinémas n’est pas encore ouvert dans votre pays.',
    },
    en: {
      loyalty: 'Your loyalty points earned and used, and the offers you can exchange them for at the cinema.',
      noLoyalty: 'Our cinemas’ loyalty programme is not yet open in your country.',
    },
    de: {
      loyalty:
        'Ihre gesammelten und eingelösten Treuepunkte und die Angebote, die Sie dafür im Kino erhalten.',
      noLoyalty: 'Das Treueprogramm unserer Kinos ist in Ihrem Land noch nicht verfügbar.',
    },
    nl: {
      loyalty:
        'Uw gespaarde en gebruikte punten, en de aanbiedingen die u ermee in de bioscoop kunt inwisselen.',
      noLoyalty: 'Het spaarprogramma van onze bioscopen is nog niet beschikbaar in uw land.',
    },
  },
  profile: {
    fr: 'Vos coordonnées, votre mot de passe, vos newsletters et vos cinémas favoris, à modifier quand vous le souhaitez.',
    en: 'Your details, password, newsletters and favourite cinemas, to change whenever you like.',
    de: 'Ihre Angaben, Ihr Passwort, Ihre Newsletter und Lieblingskinos, jederzeit änderbar.',
    nl: 'Uw gegevens, wachtwoord, nieuwsbrieven en favoriete bioscopen, op elk moment aan te passen.',
  },
  updatePassword: {
    fr: 'Changez le mot de passe de votre compte : il vous servira dès votre prochaine connexion.',
    en: 'Change your account’s password: you will use it the next time you sign in.',
    de: 'Ändern Sie das Passwort Ihres Kundenkontos: Es gilt ab Ihrer nächsten Anmeldung.',
    nl: 'Wijzig het wachtwoord van uw account: het geldt vanaf uw volgende aanmelding.',
  },
  contact: {
    fr: 'Une question sur une réservation, un e-billet ou votre compte ? Écrivez à l’équipe de nos cinémas.',
    en: 'A question about a booking, an e-ticket or your account? Write to our cinema team.',
    de: 'Eine Frage zu einer Reservierung, einem E-Ticket oder Ihrem Kundenkonto? Schreiben Sie unserem Kinoteam.',
    nl: 'Een vraag over een reservering, een e-ticket of uw account? Schrijf naar ons bioscoopteam.',
  },
  login: {
    fr: {
      loyalty:
        'Connectez-vous à votre compte pour retrouver vos e-billets, vos points de fidélité et votre profil.',
      noLoyalty: 'Connectez-vous à votre compte pour retrouver vos e-billets et votre profil.',
    },
    en: {
      loyalty: 'Sign in to your account to find your e-tickets, loyalty points and profile.',
      noLoyalty: 'Sign in to your account to find your e-tickets and profile.',
    },
    de: {
      loyalty: 'Melden Sie sich an, um Ihre E-Tickets, Treuepunkte und Ihr Profil zu sehen.',
      noLoyalty: 'Melden Sie sich an, um Ihre E-Tickets und Ihr Profil zu sehen.',
    },
    nl: {
      loyalty: 'Meld u aan om uw e-tickets, spaarpunten en profiel te bekijken.',
      noLoyalty: 'Meld u aan om uw e-tickets en profiel te bekijken.',
    },
  },
  signup: {
    fr: {
      loyalty:
        'Créez votre compte en trois étapes et gardez vos e-billets, vos cinémas favoris et vos points de fidélité au même endroit.',
      noLoyalty:
        'Créez votre compte en trois étapes et gardez vos e-billets et vos cinémas favoris au même endroit.',
    },
    en: {
      loyalty:
        'Create your account in three steps and keep your e-tickets, favourite cinemas and loyalty points in one place.',
      noLoyalty:
        'Create your account in three steps and keep your e-tickets and favourite cinemas in one place.',
    },
    de: {
      loyalty:
        'Erstellen Sie Ihr Kundenkonto in drei Schritten: E-Tickets, Lieblingskinos und Treuepunkte an einem Ort.',
      noLoyalty:
        'Erstellen Sie Ihr Kundenkonto in drei Schritten: E-Tickets und Lieblingskinos an einem Ort.',
    },
    nl: {
      loyalty:
        'Maak uw account aan in drie stappen en bewaar uw e-tickets, favoriete bioscopen en spaarpunten op één plek.',
      noLoyalty:
        'Maak uw account aan in drie stappen en bewaar uw e-tickets en favoriete bioscopen op één plek.',
    },
  },
  forgottenPassword: {
    fr: 'Mot de passe oublié ? Saisissez votre adresse e-mail et recevez un lien pour en choisir un nouveau.',
    en: 'Forgotten your password? Enter your e-mail address and we will send you a link to choose a new one.',
    de: 'Passwort vergessen? Geben Sie Ihre E-Mail-Adresse ein und erhalten Sie einen Link für ein neues Passwort.',
    nl: 'Wachtwoord vergeten? Vul uw e-mailadres in en ontvang een link om een nieuw wachtwoord te kiezen.',
  },
  resetPassword: {
    fr: 'Choisissez un nouveau mot de passe pour votre compte, avec le lien reçu par e-mail.',
    en: 'Choose a new password for your account, with the link you received by e-mail.',
    de: 'Wählen Sie ein neues Passwort für Ihr Kundenkonto, über den Link aus Ihrer E-Mail.',
    nl: 'Kies een nieuw wachtwoord voor uw account via de link die u per e-mail hebt ontvangen.',
  },
  birthday: {
    fr: 'Fêtez un anniversaire au cinéma : parlez-nous de la fête, notre équipe vous répond sous deux jours ouvrables.',
    en: 'Celebrate a birthday at the cinema: tell us about the party and our events team replies within two working days.',
    de: 'Feiern Sie einen Geburtstag im Kino: Erzählen Sie uns vom Fest, unser Team antwortet innert zwei Arbeitstagen.',
    nl: 'Vier een verjaardag in de bioscoop: vertel ons over het feest, ons team antwoordt binnen twee werkdagen.',
  },
  schoolSession: {
    fr: 'Emmenez votre classe au cinéma : décrivez votre projet et nous préparons la séance scolaire.',
    en: 'Bring your class to the cinema: tell us what you have in mind and we will prepare the school screening.',
    de: 'Besuchen Sie mit Ihrer Klasse das Kino: Beschreiben Sie Ihr Vorhaben, wir bereiten die Schulvorstellung vor.',
    nl: 'Kom met uw klas naar de bioscoop: vertel ons wat u voor ogen hebt en wij bereiden de schoolvoorstelling voor.',
  },
  b2b: {
    fr: 'Projections privées, conférences et événements d’équipe : décrivez le vôtre et recevez notre devis.',
    en: 'Private screenings, conferences and team events: tell us about yours and we will send you a quote.',
    de: 'Private Vorführungen, Konferenzen und Teamanlässe: Beschreiben Sie Ihren Anlass, wir senden Ihnen eine Offerte.',
    nl: 'Privévoorstellingen, conferenties en teamevents: vertel ons over het uwe en wij sturen u een offerte.',
  },
  notFound: {
    fr: 'Cette page n’existe pas ou plus : retrouvez votre compte, vos e-billets et nos cinémas depuis l’accueil.',
    en: 'This page does not exist or no longer does: find your account, e-tickets and our cinemas from the home page.',
    de: 'Diese Seite gibt es nicht (mehr): Ihr Kundenkonto, Ihre E-Tickets und unsere Kinos finden Sie auf der Startseite.',
    nl: 'Deze pagina bestaat niet (meer): uw account, e-tickets en onze bioscopen vindt u via de startpagina.',
  },
};

/** The key of the page at `path` (below the base path, `/fr/contact-offer/b2b`) in {@link DESCRIPTIONS}. */
export const descriptionKey = (path: string): string => {
  const { route } = matchRoute(path, '/');
  return route.props?.kind ?? route.titleKey.split('.').pop() ?? '';
};

/**
 * The description of the account page at `path` in `lang`, promising points only where the loyalty
 * programme runs; undefined for a page with none written.
 */
export function pageDescription(path: string, lang: LanguageCode, loyalty = true): string | undefined {
  const text = DESCRIPTIONS[descriptionKey(path)]?.[lang];
  if (text === undefined || typeof text === 'string') return text;
  return loyalty ? text.loyalty : text.noLoyalty;
}
