import { formatPrice } from '../../i18n/format';
import type { Translate } from '../../i18n/index';
import { budgetBand } from '../../stores/contact-offer';

type CountryCode = Parameters<typeof budgetBand>[0];

/** A budget band as the country's customers count: `Moins de 5 000 €`, `CHF 5’000 bis CHF 15’000`. */
export function budgetLabel(t: Translate, band: string, country: CountryCode, locale: string): string {
  const { currency, min, max } = budgetBand(country, band);
  const money = (amount: number | undefined) =>
    amount === undefined ? '' : formatPrice(amount * 100, { currency, lang: locale, dropZeroCents: true });
  const key = min === undefined ? 'under' : max === undefined ? 'over' : 'between';
  return t(`contactOffer.budget.${key}`, { min: money(min), max: money(max) });
}
