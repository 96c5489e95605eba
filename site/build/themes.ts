import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CountryCode } from '../../src/api/contract/common';
import type { AppTheme } from '../server/types';

const TOKENS = resolve(import.meta.dirname, '../../src/styles/tokens.css');
const COUNTRIES: CountryCode[] = ['CH', 'BE', 'SN', 'TN'];

/**
 * Each country's colours as the elements' design tokens set them (src/styles/tokens.css): its accent,
 * else the default one, on the default background. The home-screen app takes them (theme, splash).
 */
export function countryThemes(css = readFileSync(TOKENS, 'utf8')): Record<CountryCode, AppTheme> {
  const fallback = (name: string) =>
    css.match(new RegExp(`var\\(--cine-${name}, (#[0-9a-fA-F]{3,8})\\)`))?.[1];
  const accent = fallback('theme-accent');
  const background = fallback('color-bg');
  if (!accent || !background) throw new Error(`${TOKENS} no longer names the default accent and background`);
  const own = (code: CountryCode) =>
    css.match(
      new RegExp(
        `:host\\(\\[data-country="${code}"\\]\\)\\s*\\{[^}]*--cine-theme-accent:\\s*(#[0-9a-fA-F]{3,8})`,
      ),
    )?.[1];
  return Object.fromEntries(
    COUNTRIES.map((code) => [code, { color: own(code) ?? accent, background }]),
  ) as Record<CountryCode, AppTheme>;
}
