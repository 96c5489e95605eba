// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { setLanguage, t } from '../../i18n/index';
import { choiceLabel } from './choice-label';

describe('a message that names its field', () => {
  it('nests the field label by name, in each language', async () => {
    await setLanguage('fr', 'CH');
    expect(t('contactOffer.errors.required', { name: 'school' })).toBe('Remplissez «\u202FÉcole\u202F».');
    await setLanguage('de', 'CH');
    expect(t('contactOffer.errors.required', { name: 'pupils' })).toBe(
      'Füllen Sie „Anzahl Schülerinnen und Schüler“ aus.',
    );
  });
});

describe('school levels', () => {
  it('are the country’s own', async () => {
    const levels = async (country: 'CH' | 'BE' | 'SN') => {
      await setLanguage('fr', country);
      return ['nursery', 'primary', 'lowerSecondary', 'upperSecondary'].map((level) =>
        choiceLabel(t, country, level),
      );
    };
    expect(await levels('CH')).toEqual(['École enfantine', 'Primaire', 'Secondaire I', 'Secondaire II']);
    expect(await levels('BE')).toEqual([
      'Maternelle',
      'Primaire',
      'Secondaire inférieur',
      'Secondaire supérieur',
    ]);
    expect(await levels('SN')).toEqual(['Préscolaire', 'Primaire', 'Collège', 'Lycée']);
  });
});
