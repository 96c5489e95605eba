// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/index';
import { accountPageMeta } from './page-meta';

describe('an account page’s description', () => {
  it('promises points only where the loyalty programme runs', async () => {
    await setLanguage('fr', 'CH');
    expect(accountPageMeta('/fr/login', 'CH').description).toContain('points de fidélité');
    await setLanguage('fr', 'SN');
    const senegal = accountPageMeta('/fr/login', 'SN', { loyalty: false });
    expect(senegal.description).toBe('Votre espace client\u202F: e-billets, profil et contact.');
    await setLanguage('en', 'TN');
    expect(accountPageMeta('/en/login', 'TN', { loyalty: false }).description).not.toMatch(/points|loyalty/i);
  });
});
