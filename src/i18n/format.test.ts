import { describe, expect, it } from 'vitest';
import { currencyLabel, formatDate, formatPrice, formatRelative } from './format';

// Intl separates with narrow no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('divides minor units by 100 with two decimals in the language format', () => {
    expect(plain(formatPrice(1250, { currency: 'EUR', lang: 'fr-BE' }))).toBe('12,50 €');
    expect(plain(formatPrice(1250, { currency: 'CHF', lang: 'de-CH' }))).toBe('CHF 12.50');
    expect(plain(formatPrice(1200, { currency: 'EUR', lang: 'nl-BE' }))).toBe('€ 12,00');
  });

  it('can drop zero cents, and only zero cents', () => {
    expect(plain(formatPrice(1200, { currency: 'EUR', lang: 'fr', dropZeroCents: true }))).toBe('12 €');
    expect(plain(formatPrice(1250, { currency: 'EUR', lang: 'fr', dropZeroCents: true }))).toBe('12,50 €');
  });

  it('writes each currency with its own decimals: none for the CFA franc, three for the Tunisian dinar', () => {
    expect(plain(formatPrice(350000, { currency: 'XOF', lang: 'fr-SN' }))).toBe('3 500 F CFA');
    expect(plain(formatPrice(14500, { currency: 'TND', lang: 'fr-TN' }))).toBe('145,000 DT');
    expect(plain(formatPrice(14500, { currency: 'TND', lang: 'fr-TN', dropZeroCents: true }))).toBe('145 DT');
    expect(plain(formatPrice(10150, { currency: 'TND', lang: 'en' }))).toBe('TND 101.500');
  });

  it('shows zero as 0', () => {
    expect(formatPrice(0, { currency: 'CHF', lang: 'fr-CH' })).toBe('0');
  });

  it('reads the euro sign as a currency code and defaults to USD in en-US', () => {
    expect(plain(formatPrice(990, { currency: '€', lang: 'fr-SN' }))).toBe('9,90 €');
    expect(formatPrice(990)).toBe('$9.90');
  });

  it('still shows an amount with an unknown currency code', () => {
    expect(formatPrice(500, { currency: 'not a code', lang: 'en' })).toBe('5.00 not a code');
  });

  it('labels currencies by code', () => {
    expect(currencyLabel('EUR')).toBe('€');
    expect(currencyLabel('€')).toBe('€');
    expect(currencyLabel('CHF', 'fr-CH')).toBe('CHF');
  });
});

describe('formatDate', () => {
  it('formats in the current language and ignores a trailing Z', () => {
    expect(formatDate('2025-03-07T21:30:00Z', 'fr-CH', { dateStyle: 'long', timeStyle: 'short' })).toBe(
      '7 mars 2025 à 21:30',
    );
    expect(formatDate('2025-03-07T21:30:00Z', 'en-GB', { timeStyle: 'short' })).toBe('21:30');
    expect(formatDate('2025-03-07', 'de')).toBe('7. März 2025');
    expect(formatDate('2025-03-07', 'nl')).toBe('7 maart 2025');
  });

  it('shows an invalid date raw', () => {
    expect(formatDate('soon', 'fr')).toBe('soon');
  });
});

describe('formatRelative', () => {
  const now = new Date('2025-06-01T12:00:00');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const s = 1000;
  const min = 60 * s;
  const h = 60 * min;
  const d = 24 * h;

  it('counts seconds up to 44, then minutes', () => {
    expect(formatRelative(ago(44 * s), now, 'en')).toBe('44 seconds ago');
    expect(formatRelative(ago(45 * s), now, 'en')).toBe('1 minute ago');
  });

  it('switches units at 45 minutes, 22 hours, 26 days and 11 months', () => {
    expect(formatRelative(ago(44 * min), now, 'en')).toBe('44 minutes ago');
    expect(formatRelative(ago(45 * min), now, 'en')).toBe('1 hour ago');
    expect(formatRelative(ago(21 * h), now, 'en')).toBe('21 hours ago');
    expect(formatRelative(ago(22 * h), now, 'en')).toBe('yesterday');
    expect(formatRelative(ago(25 * d), now, 'en')).toBe('25 days ago');
    expect(formatRelative(ago(26 * d), now, 'en')).toBe('last month');
    expect(formatRelative(ago(300 * d), now, 'en')).toBe('10 months ago');
    expect(formatRelative(ago(320 * d), now, 'en')).toBe('last year');
    expect(formatRelative(ago(800 * d), now, 'en')).toBe('2 years ago');
  });

  it('speaks the current language, future included', () => {
    expect(formatRelative(new Date(now.getTime() + 3 * h), now, 'fr')).toBe('dans 3 heures');
    expect(formatRelative(ago(2 * d), now, 'de')).toBe('vorgestern');
    expect(formatRelative(ago(5 * d), now, 'nl')).toBe('5 dagen geleden');
  });
});
