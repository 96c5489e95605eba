import type { CountryCode, LanguageCode } from '../../src/api/contract/common';

type CountryRules = {
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  zipCode: string;
  walletEnabled: boolean;
  loyalty: boolean;
  /** settings.features.minimumAgeSubscription: differs per country so each rule can be tried. */
  minimumAge: number;
  /** settings.features.mobileApp.downloadAppCtaEnabled: the app banner. */
  appBanner: boolean;
};

/** Spec section 9: languages per country domain, with their default. */
export const COUNTRIES: Record<CountryCode, CountryRules> = {
  CH: {
    languages: ['fr', 'en', 'de'],
    defaultLanguage: 'de',
    zipCode: '^\\d{4}$',
    walletEnabled: true,
    loyalty: true,
    minimumAge: 16,
    appBanner: true,
  },
  BE: {
    languages: ['fr', 'nl', 'en'],
    defaultLanguage: 'en',
    zipCode: '^\\d{4}$',
    walletEnabled: true,
    loyalty: true,
    minimumAge: 13,
    appBanner: true,
  },
  SN: {
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    zipCode: '^\\d{5}$',
    walletEnabled: false,
    loyalty: false,
    minimumAge: 15,
    appBanner: true,
  },
  TN: {
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    zipCode: '^\\d{4}$',
    walletEnabled: false,
    loyalty: false,
    minimumAge: 18,
    appBanner: false,
  },
};

export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  nl: 'Nederlands',
};

const SUBDOMAINS: Record<string, CountryCode> = { ch: 'CH', be: 'BE', sn: 'SN', tn: 'TN' };

/**
 * The site's domain the API serves: `ch.localhost` for `api.ch.localhost`, as `cine.ch` for `api.cine.ch`
 * (the API beside the site under the shared cookie domain); the host itself when it is the site's.
 */
export const siteDomain = (hostname: string): string => hostname.toLowerCase().replace(/^api\./, '');

/** Country from the host name, as production does with its domains; anything else is CH. */
export function countryFromHost(hostname: string): CountryCode {
  const [first] = siteDomain(hostname).split('.');
  return SUBDOMAINS[first ?? ''] ?? 'CH';
}

/** Hosts whose pages may call the API from another origin: the country sites and the partner site. */
export const TRUSTED_HOSTS = [
  'localhost',
  'ch.localhost',
  'be.localhost',
  'sn.localhost',
  'tn.localhost',
  'partner.localhost',
];
