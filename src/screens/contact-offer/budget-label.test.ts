// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { setLanguage, t } from '../../i18n/index';
import { BUDGET_BANDS } from '../../stores/contact-offer';
import { budgetLabel } from './budget-label';

// Intl's spaces vary with its version (narrow or plain no-break): compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');
const labels = async (lang: 'fr' | 'en' | 'de' | 'nl', country: 'CH' | 'BE' | 'SN' | 'TN') => {
  await setLanguage(lang, country);
  return BUDGET_BANDS.map((band) => plain(budgetLabel(t, band, country, `${lang}-${country}`)));
};

describe('budget bands in the country’s currency', () => {
  it('names the currency and keeps amounts that make sense in it', async () => {
    expect(await labels('fr', 'BE')).toEqual([
      'Moins de 5 000 €',
      'De 5 000 € à 15 000 €',
      'De 15 000 € à 50 000 €',
      'Plus de 50 000 €',
    ]);
    const senegal = await labels('fr', 'SN');
    expect(senegal[0]).toBe('Moins de 3 000 000 F CFA');
    expect(senegal[3]).toBe('Plus de 30 000 000 F CFA');
    expect((await labels('fr', 'TN'))[1]).toMatch(/^De 15 000 (DT|TND) à 50 000 (DT|TND)$/);
    const swiss = await labels('de', 'CH');
    expect(swiss[0]).toMatch(/^Unter CHF 5.000$/);
    expect(swiss[3]).toMatch(/^Über CHF 50.000$/);
    expect((await labels('nl', 'BE'))[1]).toBe('€ 5.000 tot € 15.000');
    expect((await labels('en', 'CH'))[0]).toMatch(/^Under CHF 5.000$/);
  });
});
