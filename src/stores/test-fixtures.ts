import type { Client } from '../api/contract/client';
import type { Settings } from '../api/contract/settings';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with the API's claims; `expInSeconds` is relative to now. */
export function makeJwt(expInSeconds = 3600, claims: Record<string, unknown> = {}): string {
  const payload = {
    sub: 'u-1',
    email: 'lea.muller@example.ch',
    given_name: 'léa',
    family_name: 'Müller',
    exp: Math.floor(Date.now() / 1000) + expInSeconds,
    ...claims,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2ln`;
}

/** Settings as the demo API answers them for Switzerland. */
export const settingsFixture: Settings = {
  language: 'fr',
  languages: [{ code: 'fr', suffix: 'fr', favoriteLanguage: 'FR', name: 'Français', onSubscription: true }],
  features: {
    mobileApp: { walletEnabled: false, downloadAppCtaEnabled: true },
    offers: { menuDisplayed: true },
    website: { country: 'CH' },
    minimumAgeSubscription: 16,
    displayMyPrivacy: false,
  },
  captcha: { provider: 'dev', publicKey: 'dev', invisible: false },
  paramsUrls: {
    catalogueUrl: 'https://www.example.ch/',
    tunnelUrl: 'https://tunnel.example.ch',
    mobileAppsApiUrl: 'https://mobile.example.ch',
    mobileAppsApiKey: 'key',
    sharedDomain: '.example.ch',
  },
  validators: { zipCode: '^\\d{4}$' },
  countryList: [],
  injections: [],
  envName: 'test',
  cookies: { jwt: 'cine_jwt', subscriptionPass: 'pass', favoriteCinemas: 'fav', sessionToken: 'st' },
  allowedOrigins: ['https://partner.example'],
  contactCategoryArticleId: '12',
};

/** A member as accounts/me returns it. */
export const clientFixture: Client = {
  id: 'u-1',
  email: 'lea.muller@example.ch',
  firstName: 'Léa',
  lastName: 'Müller',
  qrCode: 'QR',
  isLoyaltyAvailable: true,
  loyaltyLevel: 'typ-loy',
  isLoyaltyPopinDisplayed: false,
  newsletters: [],
  sendNewsletter: false,
  notifications: {},
};
