import { beforeEach, describe, expect, it, vi } from 'vitest';

const imported = vi.hoisted(() => new Set<string>());

// French is cut down to one key here so the English fallback can be seen.
vi.mock('./locales/fr.ts', () => {
  imported.add('fr');
  return { default: { _: { Close: 'Fermer', MobilePhone: 'Téléphone mobile' } } };
});
vi.mock('./locales/en.ts', async (original) => {
  imported.add('en');
  return original();
});
vi.mock('./locales/de.ts', async (original) => {
  imported.add('de');
  return original();
});
vi.mock('./locales/nl.ts', async (original) => {
  imported.add('nl');
  return original();
});

const { $lang, $locale, setLanguage, t } = await import('./index');

describe('setLanguage', () => {
  beforeEach(() => imported.clear());

  it('downloads only the requested language and shows keys it lacks as keys', async () => {
    await setLanguage('fr', 'SN');
    expect([...imported]).toEqual(['fr']);
    expect($lang.get()).toBe('fr');
    expect($locale.get()).toBe('fr-SN');
    expect(t('_.Close')).toBe('Fermer');
    expect(t('Error.Title')).toBe('Error.Title');
  });

  it('falls back to English once English is loaded', async () => {
    await setLanguage('en', 'SN');
    expect(t('Error.API.EC-120')).toBe('The e-mail address or password is incorrect.');
    await setLanguage('fr', 'SN');
    expect(t('Error.Title')).toBe('Error');
  });

  it('applies the country overrides', async () => {
    await setLanguage('fr', 'CH');
    expect(t('_.MobilePhone')).toBe('Natel');
    await setLanguage('fr', 'BE');
    expect(t('_.MobilePhone')).toBe('GSM');
    await setLanguage('fr', 'TN');
    expect(t('_.MobilePhone')).toBe('Téléphone mobile');
  });

  it('writes Swiss German without ß', async () => {
    await setLanguage('de', 'CH');
    expect(t('_.Close')).toBe('Schliessen');
    expect(t('Form.Email')).toContain('beispiel.ch');
  });

  it('interpolates values', async () => {
    await setLanguage('en', 'BE');
    expect(t('Form.MinLength', { count: 8 })).toBe('Enter at least 8 characters.');
  });

  it('keeps the last of overlapping calls', async () => {
    const first = setLanguage('nl', 'BE');
    const second = setLanguage('en', 'BE');
    await Promise.all([first, second]);
    expect($lang.get()).toBe('en');
    expect(t('_.Close')).toBe('Close');
  });
});
