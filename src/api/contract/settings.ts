import * as z from 'zod/mini';
import { CountryCode, LanguageCode } from './common';

/** Spec section 3 "Language entry". */
export const LanguageEntry = z.object({
  code: LanguageCode,
  suffix: z.string(),
  favoriteLanguage: z.string(),
  name: z.string(),
  onSubscription: z.boolean(),
});
export type LanguageEntry = z.infer<typeof LanguageEntry>;

/** An element the settings ask the page to inject (spec section 3: injections). */
export const Injection = z.object({
  element: z.enum(['script', 'noscript', 'link', 'meta']),
  value: z.optional(z.string()),
  attributes: z.optional(z.record(z.string(), z.string())),
  inHead: z.optional(z.boolean()),
  inNoScript: z.optional(z.boolean()),
});
export type Injection = z.infer<typeof Injection>;

export const Features = z.object({
  mobileApp: z.object({ walletEnabled: z.boolean(), downloadAppCtaEnabled: z.boolean() }),
  offers: z.object({
    menuDisplayed: z.boolean(),
    /** The two fixed friends offers (spec section 3: offers.offerType{product}FriendsId). */
    offerTypeCinemaFriendsId: z.optional(z.string()),
    offerTypeSnackFriendsId: z.optional(z.string()),
  }),
  subscription: z.optional(z.record(z.string(), z.boolean())),
  website: z.object({
    country: CountryCode,
    flags: z.optional(z.record(z.string(), z.boolean())),
  }),
  minimumAgeSubscription: z.number(),
  displayMyPrivacy: z.boolean(),
});
export type Features = z.infer<typeof Features>;

/** Id of the JSON block an account page carries its settings answer in (site/server/settings.ts). */
export const SETTINGS_BLOCK_ID = 'cine-settings';

/** GET {apiBase}{lang}/settings */
export const Settings = z.object({
  language: LanguageCode,
  languages: z.array(LanguageEntry),
  features: Features,
  captcha: z.object({
    provider: z.enum(['recaptcha', 'dev']),
    publicKey: z.string(),
    invisible: z.boolean(),
  }),
  paramsUrls: z.object({
    catalogueUrl: z.string(),
    tunnelUrl: z.string(),
    mobileAppsApiUrl: z.string(),
    mobileAppsApiKey: z.string(),
    sharedDomain: z.string(),
  }),
  validators: z.object({ zipCode: z.string() }),
  countryList: z.array(z.object({ code: z.string(), name: z.string() })),
  injections: z.array(Injection),
  envName: z.string(),
  cookies: z.object({
    jwt: z.string(),
    subscriptionPass: z.string(),
    favoriteCinemas: z.string(),
    sessionToken: z.string(),
  }),
  /** Exact https origins allowed as iframe parents and return URLs (design.md sections 4, 6). */
  allowedOrigins: z.array(z.string()),
  contactCategoryArticleId: z.string(),
  /** The country's terms of use and privacy policy, linked where the customer consents. */
  legal: z.optional(z.object({ termsUrl: z.string(), privacyUrl: z.string() })),
});
export type Settings = z.infer<typeof Settings>;

/** GET {catalogueUrl}/settings?language= : the catalogue's own features. */
export const CatalogueSettings = z.object({
  features: z.record(z.string(), z.unknown()),
});
export type CatalogueSettings = z.infer<typeof CatalogueSettings>;
