import type { Hono } from 'hono';
import type { CountryCode, LanguageCode } from '../../../src/api/contract/common';
import type { Settings } from '../../../src/api/contract/settings';
import { integratorOrigins } from '../allowed-origins';
import type { ApiEnv } from '../context';
import { COUNTRIES, LANGUAGE_NAMES, siteDomain } from '../countries';

const NEIGHBOURS = ['CH', 'BE', 'SN', 'TN', 'FR', 'DE', 'IT', 'NL', 'LU', 'MA'];

function countryList(lang: LanguageCode) {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  return NEIGHBOURS.map((code) => ({ code, name: names.of(code) ?? code }));
}

/** The ticketing tunnel's base: no language in its calls, so its URL carries the page's, as the API's path does. */
export const tunnelUrl = (origin: string, lang: string) => `${origin}/tunnel/${lang}`;

/** GET settings for the country of the Host and the language of the URL. */
export function buildSettings(country: CountryCode, lang: LanguageCode, requestUrl: string): Settings {
  const rules = COUNTRIES[country];
  const url = new URL(requestUrl);
  const port = url.port ? `:${url.port}` : '';
  return {
    language: rules.languages.includes(lang) ? lang : rules.defaultLanguage,
    languages: rules.languages.map((code) => ({
      code,
      suffix: code,
      favoriteLanguage: code.toUpperCase(),
      name: LANGUAGE_NAMES[code],
      onSubscription: true,
    })),
    features: {
      mobileApp: { walletEnabled: rules.walletEnabled, downloadAppCtaEnabled: rules.appBanner },
      offers: {
        menuDisplayed: rules.loyalty,
        offerTypeCinemaFriendsId: 'offer-friends-cinema',
        offerTypeSnackFriendsId: 'offer-friends-snack',
      },
      subscription: { passEnabled: country === 'CH' || country === 'BE', frontDisplayed: country !== 'TN' },
      website: { country, flags: { loyalty: rules.loyalty, contactOffers: true } },
      minimumAgeSubscription: rules.minimumAge,
      // Off in Tunisia, so both states of the privacy pop-in can be seen in the demo.
      displayMyPrivacy: country !== 'TN',
    },
    captcha: { provider: 'dev', publicKey: 'dev-public-key', invisible: false },
    paramsUrls: {
      catalogueUrl: `${url.origin}/catalogue`,
      tunnelUrl: tunnelUrl(url.origin, lang),
      mobileAppsApiUrl: `${url.origin}/mobile`,
      mobileAppsApiKey: 'demo-mobile-key',
      // Beside the site (api.ch.localhost), the session cookie lives on the site's domain, which both share.
      sharedDomain: siteDomain(url.hostname),
    },
    validators: { zipCode: rules.zipCode },
    countryList: countryList(lang),
    // Harmless, so the injection path runs in the demo: a meta, and a script that counts its runs.
    injections: [
      { element: 'meta', attributes: { name: 'cine-demo-injection', content: country }, inHead: true },
      { element: 'script', value: 'window.cineDemoInjections = (window.cineDemoInjections || 0) + 1;' },
      {
        element: 'meta',
        attributes: { name: 'cine-demo-noscript', content: 'shown without JavaScript' },
        inNoScript: true,
      },
    ],
    envName: 'demo',
    cookies: {
      jwt: 'cine_session',
      subscriptionPass: 'cine_pass',
      favoriteCinemas: 'cine_fav',
      sessionToken: 'cine_st',
    },
    // The demo partner site and the integrators' origins of DEMO_ALLOWED_ORIGINS; evil.localhost never.
    allowedOrigins: [`${url.protocol}//partner.localhost${port}`, ...integratorOrigins()],
    contactCategoryArticleId: `contact-${country.toLowerCase()}`,
    legal: {
      termsUrl: `${url.origin}/legal.html?doc=terms&lang=${lang}`,
      privacyUrl: `${url.origin}/legal.html?doc=privacy&lang=${lang}`,
    },
  };
}

export function settingsRoutes(api: Hono<ApiEnv>): void {
  api.get('/settings', (c) => c.json(buildSettings(c.var.country, c.var.lang, c.req.url)));
}
