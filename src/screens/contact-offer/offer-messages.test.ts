// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { setLanguage, t } from '../../i18n/index';

describe('a message that names its field', () => {
  it('nests the field label by name, in each language', async () => {
    await setLanguage('fr', 'CH');
    expect(t('contactOffer.errors.required', { name: 'school' })).toBe('Remplissez « École ».');
    await setLanguage('de', 'CH');
    expect(t('contactOffer.errors.required', { name: 'pupils' })).toBe(
      'Füllen Sie „Anzahl Schülerinnen und Schüler“ aus.',
    );
  });
});
