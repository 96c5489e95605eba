/**
 * A choice's text: school levels differ by country (Belgian and Swiss schools), kept in the
 * contact-offer texts under the country's code; every other choice, and other countries, use one text.
 */
export function choiceLabel(t: (key: string) => string, country: string, choice: string): string {
  const own = `contactOffer.choices.${country}.${choice}`;
  const text = t(own);
  return text === own ? t(`contactOffer.choices.${choice}`) : text;
}
