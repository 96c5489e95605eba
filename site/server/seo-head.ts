import { COUNTRIES } from '../../src/i18n/languages';
import { matchRoute } from '../../src/router/match';
import type { Site } from '../config';

type Country = Site['countries'][number];

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// A host of this machine or a test's (the demo's `ch.localhost:5173`): pages name their own origin.
const isLocal = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '[::1]' ||
  /^\d+\.\d+\.\d+\.\d+$/.test(hostname);

/**
 * Where a country's pages live for search engines: its first host over https, whichever of its hosts
 * (or a proxy's plain http in front of Node) the request came by; a local host keeps its own origin.
 */
export function canonicalOrigin(url: URL, country: Country): string {
  if (isLocal(url.hostname)) return url.origin;
  return `https://${country.hosts[0] ?? url.host}`;
}

/**
 * The head links of an account page for search engines: `canonical` to the page at the country's
 * canonical origin (no query: a reset link's token is not the page), and `alternate` with `hreflang`
 * to the same page in each of the country's languages, plus `x-default` for its default language.
 * Empty for a path that is no page of a language (the root's redirect, a not-found path).
 */
export function seoHeadTags(options: { url: URL; country: Country; basePath: string }): string {
  const { url, country, basePath } = options;
  const match = matchRoute(url.pathname, basePath);
  const { route } = match;
  if (!route.pattern.includes(':lang') || !(country.languages as string[]).includes(match.lang ?? ''))
    return '';
  const origin = canonicalOrigin(url, country);
  const href = (lang: string) =>
    escapeAttribute(`${origin}${match.basePath}${route.pattern.replace(':lang', lang)}`);
  const fallback = COUNTRIES[country.code].defaultLanguage;
  const byDefault = country.languages.includes(fallback) ? fallback : country.languages[0];
  return [
    `<link rel="canonical" href="${href(match.lang as string)}">`,
    ...country.languages.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${href(lang)}">`),
    ...(byDefault ? [`<link rel="alternate" hreflang="x-default" href="${href(byDefault)}">`] : []),
  ].join('');
}
