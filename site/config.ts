/**
 * The account site's configuration: the file a chain writes (`site.config.json`, or the file named by
 * `SITE_CONFIG`), read by the build and by the site server. Validated with zod; a wrong field is named.
 */
import * as z from 'zod/mini';
import { type CountryCode, LanguageCode } from '../src/api/contract/common';
import { COUNTRIES } from '../src/i18n/languages';

const httpUrl = z.string().check(
  z.refine((value) => {
    try {
      return /^https?:$/.test(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL, such as https://api.cine.ch/api/'),
);
const origin = z.string().check(
  z.refine((value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.origin === value;
    } catch {
      return false;
    }
  }, 'must be an exact origin (scheme, host and port, no path), such as https://partner.example'),
);
const hostName = z.string().check(
  z.regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, {
    message: 'must be a lower-case host name without scheme or port, such as compte.cine.ch',
  }),
);

const Country = z.object({
  /** Host names that serve this country (the first is the canonical one). */
  hosts: z.array(hostName).check(z.minLength(1, 'needs at least one host name')),
  /** The API for this country when it differs from the site-wide `apiBase`. */
  apiBase: z.optional(httpUrl),
  /** The ticketing tunnel's base for this country, `{lang}` standing for the page's language: a member's orders leave with the page. */
  tunnelUrl: z.optional(httpUrl),
  /** Whether the loyalty programme runs there (the pages' descriptions promise points only then). */
  loyalty: z.optional(z.boolean()),
  /** Languages the site is prerendered in; by default every language of the country (spec section 9). */
  languages: z.optional(z.array(LanguageCode).check(z.minLength(1))),
});

export const SiteConfig = z.object({
  /** The API's absolute URL, ending with `/` (calls go to `{apiBase}{lang}/{path}`). */
  apiBase: httpUrl,
  /** Path the account site lives under: `/` or `/account/`. */
  basePath: z.optional(
    z
      .string()
      .check(z.regex(/^\/([a-z0-9-]+\/)*$/, { message: 'must start and end with /, such as /account/' })),
  ),
  countries: z.partialRecord(z.enum(['CH', 'BE', 'SN', 'TN']), Country),
  /** Partner origins allowed to frame the site's pages and to exchange messages with them. */
  partnerOrigins: z.optional(z.array(origin)),
  /** Other origins the pages call and show images from: the settings' catalogue and mobile hosts, when apart from the API's. */
  connectOrigins: z.optional(z.array(origin)),
  /** The session cookie's name (the settings' `cookies.jwt`). */
  sessionCookie: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, { message: 'must be a cookie name' })),
  ),
  /** Where the header's brand link goes (the chain's home page). */
  homeUrl: z.optional(z.string().check(z.minLength(1))),
  /** The chain's name, as the home-screen app is named after it (`Mon compte {brand}`). */
  brand: z.optional(z.string().check(z.minLength(1), z.maxLength(30))),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

/** A configuration with its defaults filled in, as the build and the server use it. */
export type Site = {
  apiBase: string;
  basePath: string;
  partnerOrigins: string[];
  connectOrigins: string[];
  homeUrl: string;
  sessionCookie: string;
  /** The chain's name; the home-screen app says `Cine` without it. */
  brand?: string;
  countries: {
    code: CountryCode;
    hosts: string[];
    apiBase: string;
    tunnelUrl?: string;
    loyalty: boolean;
    languages: LanguageCode[];
  }[];
};

const withSlash = (value: string) => value.replace(/\/?$/, '/');

/** Validates `input`; throws an Error naming every wrong field (`countries.CH.hosts[0]: must be ...`). */
export function siteConfig(input: unknown, source = 'the site configuration'): Site {
  const result = SiteConfig.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const path = issue.path.map((part, i) =>
        typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`,
      );
      return `  ${path.join('') || '(root)'}: ${issue.message}`;
    });
    throw new Error(`${source} is not valid:\n${lines.join('\n')}`);
  }
  const config = result.data;
  const countries = (Object.entries(config.countries) as [CountryCode, z.infer<typeof Country>][]).map(
    ([code, country]) => ({
      code,
      hosts: country.hosts,
      apiBase: withSlash(country.apiBase ?? config.apiBase),
      ...(country.tunnelUrl ? { tunnelUrl: country.tunnelUrl.replace(/\/$/, '') } : {}),
      loyalty: country.loyalty ?? true,
      languages: country.languages ?? [...COUNTRIES[code].languages],
    }),
  );
  if (!countries.length) throw new Error(`${source} is not valid:\n  countries: needs at least one country`);
  for (const country of countries) {
    const wrong = country.languages.find(
      (lang) => !(COUNTRIES[country.code].languages as string[]).includes(lang),
    );
    if (wrong)
      throw new Error(
        `${source} is not valid:\n  countries.${country.code}.languages: ${wrong} is not a language of ${country.code}`,
      );
  }
  return {
    apiBase: withSlash(config.apiBase),
    basePath: config.basePath ?? '/',
    partnerOrigins: config.partnerOrigins ?? [],
    connectOrigins: config.connectOrigins ?? [],
    homeUrl: config.homeUrl ?? '/',
    sessionCookie: config.sessionCookie ?? 'cine_session',
    ...(config.brand ? { brand: config.brand } : {}),
    countries,
  };
}
