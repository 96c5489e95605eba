import { describe, expect, it } from 'vitest';
import { $lang, $locale, setLanguage, setTranslations, t } from './index';

// The real texts: what a page asking for every namespace shows (the loading rules are in catalog.test).
describe('setLanguage with the shipped texts', () => {
  it('shows the language as spoken in the country', async () => {
    await setLanguage('fr', 'SN');
    expect($lang.get()).toBe('fr');
    expect($locale.get()).toBe('fr-SN');
    expect(t('_.Close')).toBe('Fermer');
  });

  it('resolves the spec error keys', async () => {
    await setLanguage('en', 'SN');
    expect(t('Error.API.EC-120')).toBe('The e-mail address or password is incorrect.');
    expect(t('_.LogoutError')).not.toBe('_.LogoutError');
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

  it('interpolates values, `count` included', async () => {
    await setLanguage('en', 'BE');
    expect(t('Form.MinLength', { count: 8 })).toBe('Enter at least 8 characters.');
    expect(t('dashboard.greeting', { name: 'Ana' })).toBe('Hello Ana');
  });

  it('keeps the last of overlapping calls', async () => {
    const first = setLanguage('nl', 'BE');
    const second = setLanguage('en', 'BE');
    await Promise.all([first, second]);
    expect($lang.get()).toBe('en');
    expect(t('_.Close')).toBe('Close');
  });
});

describe('setTranslations with the shipped texts', () => {
  it('lets an integrator change any text of the page', async () => {
    setTranslations('nl', 'login', { login: { heading: 'Welkom terug' } });
    await setLanguage('nl', 'BE');
    expect(t('login.heading')).toBe('Welkom terug');
    expect(t('_.MobilePhone')).toBe('Gsm');
  });
});
