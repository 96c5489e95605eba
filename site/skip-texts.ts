/** The demo pages' skip link, in each language (the prerendered page and the language switch both set it). */
export const skipTexts: Record<string, string> = {
  en: 'Skip to content',
  fr: 'Aller au contenu',
  de: 'Zum Inhalt springen',
  nl: 'Naar de inhoud',
};
