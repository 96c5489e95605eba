// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../../src/api/contract/common';
import { frenchSpacing } from '../../src/i18n/french-spacing';
import { COUNTRIES } from '../../src/i18n/languages';
import { accountPages } from '../../src/server/page-meta';
import { DESCRIPTIONS, pageDescription } from './descriptions';

const countries = Object.keys(COUNTRIES) as CountryCode[];
const pages = countries.flatMap((country) => accountPages(country).map((page) => ({ ...page, country })));
const describeAll = (loyalty: boolean) =>
  pages.map((page) => ({ ...page, text: pageDescription(page.path, page.lang as 'fr', loyalty) }));

describe('the account pages’ descriptions', () => {
  it('give every page of every country a description in its own language, as long as search results show', () => {
    for (const { path, country, text } of [...describeAll(true), ...describeAll(false)]) {
      expect(text, `${country} ${path}`).toBeDefined();
      expect(text?.length, `${country} ${path}: ${text}`).toBeGreaterThanOrEqual(50);
      expect(text?.length, `${country} ${path}: ${text}`).toBeLessThanOrEqual(160);
    }
  });

  it('tell the pages of a language apart', () => {
    const login = pageDescription('/fr/login', 'fr');
    expect(pageDescription('/fr/signup', 'fr')).not.toBe(login);
    expect(pageDescription('/fr/login-iframe', 'fr')).toBe(login);
    expect(pageDescription('/fr/contact-offer/b2b', 'fr')).not.toBe(
      pageDescription('/fr/contact-offer/birthday', 'fr'),
    );
    expect(pageDescription('/de/e-tickets', 'de')).toMatch(/E-Tickets/);
    expect(pageDescription('/m/nl/profile/update-password', 'nl')).toMatch(/wachtwoord/);
  });

  it('promise points only where the loyalty programme runs', () => {
    const points = /points|punten|Treuepunkte|loyalty points/i;
    expect(pageDescription('/fr/login', 'fr', true)).toMatch(points);
    for (const { path, text } of describeAll(false)) expect(text, path).not.toMatch(points);
  });

  it('follow the French typography: a narrow no-break space before the colon and the question mark', () => {
    const french = Object.values(DESCRIPTIONS).flatMap(({ fr }) =>
      typeof fr === 'string' ? [fr] : [fr.loyalty, fr.noLoyalty],
    );
    for (const text of french) expect(text).toBe(frenchSpacing(text));
    expect(pageDescription('/fr/forgotten-password', 'fr')).toContain('oublié\u202F?');
  });

  it('address Dutch readers as "u"', () => {
    const dutch = Object.values(DESCRIPTIONS).flatMap(({ nl }) =>
      typeof nl === 'string' ? [nl] : [nl.loyalty, nl.noLoyalty],
    );
    for (const text of dutch) expect(text).not.toMatch(/\b(je|jij|jou|jouw)\b/i);
  });
});
