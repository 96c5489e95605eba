/** Spec section 9 defaults. */
export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_CURRENCY = 'USD';

/** Options of {@link formatPrice}. */
export type PriceOptions = {
  /** ISO code (`EUR`, `CHF`); the API also sends the euro sign itself as a code. */
  currency?: string | undefined;
  /** Language or locale (`fr`, `fr-CH`). */
  lang?: string | undefined;
  /** Drop the cents when they are zero: `12,00 €` becomes `12 €`. */
  dropZeroCents?: boolean | undefined;
};

// Building an Intl formatter costs far more than using one (loyalty's "show more" spent most of its
// 300 ms at CPU x4 building one per row): one per kind, locale and options, kept for the page's life.
const formatters: Record<string, unknown> = {};
function formatter<T>(make: new (lang: string, options: object) => T, lang: string, options: object): T {
  const key = make.name + lang + JSON.stringify(options);
  formatters[key] ??= new make(lang, options);
  return formatters[key] as T;
}

function isoCurrency(code: string | undefined): string {
  const trimmed = code?.trim();
  if (!trimmed) return DEFAULT_CURRENCY;
  return trimmed === '€' ? 'EUR' : trimmed.toUpperCase();
}

/** The sign shown for an order's currency code: `EUR` and `€` give `€`, `CHF` gives `CHF`. */
export function currencyLabel(code: string | undefined, lang: string = DEFAULT_LOCALE): string {
  const iso = isoCurrency(code);
  try {
    const parts = formatter(Intl.NumberFormat, lang, {
      style: 'currency',
      currency: iso,
      currencyDisplay: 'narrowSymbol',
    });
    return parts.formatToParts(0).find((part) => part.type === 'currency')?.value ?? iso;
  } catch {
    return code ?? iso;
  }
}

/** Decimals the currency is written with: 2 for EUR and CHF, 0 for XOF, 3 for TND; 2 when unknown. */
function currencyDigits(currency: string): number {
  try {
    return (
      formatter(Intl.NumberFormat, 'en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/**
 * A price from minor units (cents): divided by 100, in the language's format with the currency sign
 * and the currency's decimals (two by default, none for XOF, three for TND); zero shows `0` (spec
 * section 9).
 */
export function formatPrice(minorUnits: number, options: PriceOptions = {}): string {
  if (!minorUnits) return '0';
  const amount = minorUnits / 100;
  const currency = isoCurrency(options.currency);
  const whole = Number.isInteger(amount) && options.dropZeroCents === true;
  const digits = whole ? 0 : currencyDigits(currency);
  const lang = options.lang || DEFAULT_LOCALE;
  try {
    return formatter(Intl.NumberFormat, lang, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    // An unknown currency code still shows the amount, with the code as its label.
    const number = new Intl.NumberFormat(lang, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    return `${number.format(amount)} ${options.currency ?? ''}`.trim();
  }
}

// A date-only ISO string is a calendar day, not UTC midnight (which is the day before in America).
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Parses what the API sends; ISO strings lose a trailing `Z` so times show as given (spec section 9). */
export function parseDate(value: string | number | Date): Date {
  if (value instanceof Date || typeof value === 'number') return new Date(value);
  const local = value.trim().replace(/Z$/i, '');
  return new Date(DATE_ONLY.test(local) ? `${local}T00:00:00` : local);
}

/** A date in the current language; an invalid date is shown raw (spec section 9). */
export function formatDate(
  value: string | number | Date,
  lang: string = DEFAULT_LOCALE,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const date = parseDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter(Intl.DateTimeFormat, lang || DEFAULT_LOCALE, options).format(date);
}

// moment 2.29's month length, which the spec's thresholds were measured with.
const DAYS_PER_MONTH = 146097 / 4800;

/**
 * "3 hours ago", "in 2 days": the unit follows the spec's thresholds (under 45 seconds, 45 minutes,
 * 22 hours, 26 days, 11 months, else years), rounded like the date library they come from.
 */
export function formatRelative(
  date: string | number | Date,
  now: Date = new Date(),
  lang: string = DEFAULT_LOCALE,
): string {
  const then = parseDate(date);
  if (Number.isNaN(then.getTime())) return String(date);
  const ms = then.getTime() - now.getTime();
  const sign = ms < 0 ? -1 : 1;
  const seconds = Math.round(Math.abs(ms) / 1000);
  const minutes = Math.round(seconds / 60);
  const hours = Math.round(minutes / 60);
  const days = Math.round(Math.abs(ms) / 86_400_000);
  const months = Math.round(Math.abs(ms) / 86_400_000 / DAYS_PER_MONTH);
  const years = Math.round(Math.abs(ms) / 86_400_000 / DAYS_PER_MONTH / 12);
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    seconds <= 44
      ? [seconds, 'second']
      : minutes < 45
        ? [Math.max(minutes, 1), 'minute']
        : hours < 22
          ? [Math.max(hours, 1), 'hour']
          : days < 26
            ? [Math.max(days, 1), 'day']
            : months < 11
              ? [Math.max(months, 1), 'month']
              : [Math.max(years, 1), 'year'];
  const format = formatter(Intl.RelativeTimeFormat, lang || DEFAULT_LOCALE, { numeric: 'auto' });
  return format.format(sign * value, unit);
}
