// The demo's terms of use and privacy policy, per language: the legal page and the API alone both show them.
export type LegalDoc = 'terms' | 'privacy';

export const LEGAL_DOCS: Record<LegalDoc, Record<string, [string, string]>> = {
  terms: {
    en: [
      'Terms of use (demo)',
      'The rules of the cinema account: one account per person, tickets are personal.',
    ],
    fr: [
      'Conditions d’utilisation (démo)',
      'Les règles du compte cinéma : un compte par personne, les billets sont personnels.',
    ],
    de: [
      'Nutzungsbedingungen (Demo)',
      'Die Regeln des Kinokontos: ein Konto pro Person, Tickets sind persönlich.',
    ],
    nl: [
      'Gebruiksvoorwaarden (demo)',
      'De regels van het bioscoopaccount: één account per persoon, tickets zijn persoonlijk.',
    ],
  },
  privacy: {
    en: [
      'Privacy policy (demo)',
      'Your details serve your account, tickets and loyalty only; you may download or delete them.',
    ],
    fr: [
      'Politique de confidentialité (démo)',
      'Vos données servent à votre compte, vos billets et votre fidélité uniquement.',
    ],
    de: ['Datenschutzerklärung (Demo)', 'Ihre Daten dienen nur Ihrem Konto, Ihren Tickets und Ihrer Treue.'],
    nl: ['Privacybeleid (demo)', 'Uw gegevens dienen alleen voor uw account, uw tickets en uw spaarpunten.'],
  },
};

/** The title and text of `?doc=terms|privacy&lang=fr`: terms and English when either is unknown. */
export function legalDoc(query: URLSearchParams): { lang: string; title: string; text: string } {
  const lang = ['fr', 'en', 'de', 'nl'].includes(query.get('lang') ?? '')
    ? (query.get('lang') as string)
    : 'en';
  const [title, text] = LEGAL_DOCS[query.get('doc') === 'privacy' ? 'privacy' : 'terms'][lang] ?? ['', ''];
  return { lang, title, text };
}
