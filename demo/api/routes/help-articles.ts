import type { Hono } from 'hono';
import type { LanguageCode } from '../../../src/api/contract/common';
import type { HelpArticle, NewsResponse } from '../../../src/api/contract/contact';
import type { ApiEnv } from '../context';
import { COUNTRIES } from '../countries';
import { queryLanguage } from '../request';
import { spellFor } from '../seed-texts';

type Text = [title: string, body: string];

// The contact page's help articles, per language (plain text; a blank line separates paragraphs).
const ARTICLES: Record<LanguageCode, Text[]> = {
  en: [
    [
      'Where do I find my e-tickets?',
      'Sign in and open "My e-tickets". Each ticket of a coming show has its QR code.\n\nThe page also opens without network once you have opened it online: handy at the cinema door.',
    ],
    [
      'I did not receive my ticket e-mail',
      'Check your spam folder first. You can also send the e-mail again from "My e-tickets": the "Send the ticket e-mail again" button next to each ticket.',
    ],
    [
      'Can I get a refund or change my seats?',
      'Tickets can be refunded up to two hours before the show from the cinema desk or by writing to us with your order reference.',
    ],
    [
      'How do loyalty points work?',
      'Each ticket and snack bought with your account earns points. Points turn into free seats and treats in "Loyalty programme"; they expire after 12 months.',
    ],
    [
      'I forgot my password',
      'Use "Forgotten password" on the sign-in page: we e-mail you a link valid for one hour.',
    ],
    [
      'How do I delete my account?',
      'Open "My profile", then "Delete my account". You can download your data before you do.',
    ],
  ],
  fr: [
    [
      'Où trouver mes e-billets ?',
      'Connectez-vous et ouvrez « Mes e-billets ». Chaque billet d’une séance à venir a son code QR.\n\nLa page s’ouvre aussi sans réseau une fois ouverte en ligne : pratique à l’entrée du cinéma.',
    ],
    [
      'Je n’ai pas reçu l’e-mail de mon billet',
      'Vérifiez d’abord vos courriers indésirables. Vous pouvez aussi renvoyer l’e-mail depuis « Mes e-billets » : le bouton « Renvoyer l’e-mail du billet » à côté de chaque billet.',
    ],
    [
      'Puis-je être remboursé ou changer de places ?',
      'Les billets sont remboursables jusqu’à deux heures avant la séance, à la caisse du cinéma ou en nous écrivant avec votre référence de commande.',
    ],
    [
      'Comment fonctionnent les points de fidélité ?',
      'Chaque billet et chaque snack acheté avec votre compte rapporte des points. Ils se transforment en places et en gourmandises offertes dans « Programme de fidélité » ; ils expirent après 12 mois.',
    ],
    [
      'J’ai oublié mon mot de passe',
      'Utilisez « Mot de passe oublié » sur la page de connexion : nous vous envoyons un lien valable une heure.',
    ],
    [
      'Comment supprimer mon compte ?',
      'Ouvrez « Mon profil », puis « Supprimer mon compte ». Vous pouvez télécharger vos données avant.',
    ],
  ],
  de: [
    [
      'Wo finde ich meine E-Tickets?',
      'Melden Sie sich an und öffnen Sie „Meine E-Tickets“. Jedes Ticket einer kommenden Vorstellung hat seinen QR-Code.\n\nDie Seite öffnet sich auch ohne Netz, sobald Sie sie einmal online geöffnet haben: praktisch am Kinoeingang.',
    ],
    [
      'Ich habe meine Ticket-E-Mail nicht erhalten',
      'Prüfen Sie zuerst Ihren Spam-Ordner. Sie können die E-Mail auch unter „Meine E-Tickets“ erneut senden: mit der Schaltfläche „Ticket-E-Mail erneut senden“ neben jedem Ticket.',
    ],
    [
      'Kann ich mein Geld zurückerhalten oder die Plätze ändern?',
      'Tickets können bis zwei Stunden vor der Vorstellung an der Kinokasse zurückgegeben werden, oder Sie schreiben uns mit Ihrer Bestellnummer.',
    ],
    [
      'Wie funktionieren Treuepunkte?',
      'Jedes mit Ihrem Konto gekaufte Ticket und jeder Snack bringt Punkte. Im „Treueprogramm“ werden sie zu Freikarten und Leckereien; sie verfallen nach 12 Monaten.',
    ],
    [
      'Ich habe mein Passwort vergessen',
      'Nutzen Sie „Passwort vergessen“ auf der Anmeldeseite: Wir senden Ihnen einen Link, der eine Stunde gültig ist.',
    ],
    [
      'Wie lösche ich mein Konto?',
      'Öffnen Sie „Mein Profil“ und dann „Mein Konto löschen“. Vorher können Sie Ihre Daten herunterladen.',
    ],
  ],
  nl: [
    [
      'Waar vind ik mijn e-tickets?',
      'Meld u aan en open "Mijn e-tickets". Elk ticket van een komende voorstelling heeft zijn QR-code.\n\nDe pagina opent ook zonder netwerk zodra u ze één keer online hebt geopend: handig aan de ingang van de bioscoop.',
    ],
    [
      'Ik heb de e-mail met mijn ticket niet ontvangen',
      'Kijk eerst in uw map met ongewenste e-mail. U kunt de e-mail ook opnieuw versturen vanuit "Mijn e-tickets": met de knop "Ticketmail opnieuw versturen" naast elk ticket.',
    ],
    [
      'Kan ik terugbetaald worden of van plaats wisselen?',
      'Tickets worden tot twee uur voor de voorstelling terugbetaald aan de kassa van de bioscoop, of schrijf ons met uw bestelnummer.',
    ],
    [
      'Hoe werken de spaarpunten?',
      'Elk ticket en elke snack die u met uw account koopt, levert punten op. In het "Spaarprogramma" worden ze gratis plaatsen en lekkernijen; ze vervallen na 12 maanden.',
    ],
    [
      'Ik ben mijn wachtwoord vergeten',
      'Gebruik "Wachtwoord vergeten" op de aanmeldpagina: we sturen u een link die één uur geldig is.',
    ],
    [
      'Hoe verwijder ik mijn account?',
      'Open "Mijn profiel" en daarna "Mijn account verwijderen". U kunt eerst uw gegevens downloaden.',
    ],
  ],
};

// The index of "How do loyalty points work?" in each language's list.
const LOYALTY_ARTICLE = 3;

/** `GET /catalogue/news?category=contact-{country}&language=`: the contact page's help articles. */
export function helpArticleRoutes(catalogue: Hono<ApiEnv>): void {
  catalogue.get('/news', (c) => {
    const category = c.req.query('category') ?? '';
    const lang = queryLanguage(c.req.query('language'));
    const texts = category.startsWith('contact-') ? ARTICLES[lang] : [];
    const spell = spellFor(c.var.country, lang);
    const loyalty = COUNTRIES[c.var.country].loyalty;
    const articles: HelpArticle[] = texts
      .map(([title, body], n) => ({ id: `${category}-${n + 1}`, title: spell(title), body: spell(body) }))
      // Where the loyalty programme does not run, no article speaks of points.
      .filter((_, n) => loyalty || n !== LOYALTY_ARTICLE);
    const answer: NewsResponse = { articles };
    return c.json(answer);
  });
}
