import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CountryCode, LanguageCode } from '../../src/api/contract/common';
import {
  countryFromHost,
  isCountryLanguage,
  languageOfPath,
  resolveLanguage,
} from '../../src/i18n/languages';
import { CORE_TEXTS } from '../../src/i18n/texts';
import { matchRoute } from '../../src/router/match';

type Manifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; dynamicImports?: string[] }
>;

// The text namespaces each tag asks for (`texts: [...]` in its defineIsland call).
function declaredTexts(elementsDir: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of readdirSync(elementsDir).filter((name) => /^cine-[a-z-]+\.ts$/.test(name))) {
    const list = readFileSync(join(elementsDir, file), 'utf8').match(/\btexts:\s*\[([^\]]*)\]/)?.[1] ?? '';
    out.set(
      file.slice(0, -3),
      [...list.matchAll(/'([a-z-]+)'/g)].map((match) => match[1] as string),
    );
  }
  return out;
}

// The actions a screen loads after its first render (stores/login-actions.ts): wanted at the first submit.
const ACTIONS: Record<string, string> = { 'cine-login': '../src/stores/login.ts' };
// A member's settings call carries their bearer, so a preload (sent without it) would go unused.
const SESSION_COOKIE = 'cine_session';

/** A chunk's file and its static imports' (Chromium does not fetch a modulepreload's imports), and its lazy ones'. */
function chunkFiles(manifest: Manifest, key: string, out = new Set<string>(), lazy = true): Set<string> {
  const chunk = manifest[key];
  if (!chunk || out.has(chunk.file)) return out;
  out.add(chunk.file);
  for (const next of chunk.imports ?? []) chunkFiles(manifest, next, out, false);
  if (lazy) for (const next of chunk.dynamicImports ?? []) chunkFiles(manifest, next, out, false);
  return out;
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const cookie = (header: string, name: string) => header.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))?.[1];

/** What the page will ask for first, worked out from the request the way the elements will. */
export function pageLanguage(
  html: string,
  url: URL,
  headers: Headers,
): { lang: LanguageCode; country: CountryCode; apiBase: string } {
  const tags = html.match(/<cine-[a-z-]+[^>]*>/g) ?? [];
  const config = html.match(/<script type="application\/json" id="cine-config">([^<]*)<\/script>/)?.[1];
  const page = config ? (JSON.parse(config) as { lang?: string; country?: string; apiBase?: string }) : {};
  const apiBase = (
    tags.map((tag) => attribute(tag, 'api-base')).find(Boolean) ??
    page.apiBase ??
    '/api/'
  ).replace(/\/?$/, '/');
  const country = (tags.map((tag) => attribute(tag, 'country')).find(Boolean) ??
    page.country ??
    countryFromHost(url.hostname)) as CountryCode;
  const chosen = tags.map((tag) => attribute(tag, 'lang')).find(Boolean) ?? page.lang;
  if (isCountryLanguage(country, chosen)) return { lang: chosen, country, apiBase };
  const lang = resolveLanguage({
    routeValue: languageOfPath(url.pathname, country),
    country,
    isMainSite: false,
    path: '',
    cookie: cookie(headers.get('cookie') ?? '', 'lang'),
    navigatorLanguages: [headers.get('accept-language')?.split(',')[0] ?? ''],
  });
  return { lang: lang || 'fr', country, apiBase };
}

/**
 * `<link rel="modulepreload">` hints for the text files a page will fetch (the active language's
 * core namespaces and those of the elements on it, with the country's overrides), so they download
 * in parallel with the runtime instead of after it has run (issue 7 point 8), and the API layer the
 * elements import as they connect, the elements' own chunks (which the account router and the autoloader
 * import only once they run), and for a visitor the settings call itself and the sign-in's actions, so
 * neither hydration nor a sign-in pressed at first sight waits for one more round trip (issue 22 point 8).
 */
export function createPreloadHints(root: string, elementsDir: string) {
  const texts = declaredTexts(elementsDir);
  // The member area's namespaces, whose files the member text map names (loaded on first need).
  const memberTexts = new Set(
    readFileSync(join(elementsDir, '../i18n/member-texts.ts'), 'utf8')
      .match(/\{([a-z,-]+)\}\.json/)?.[1]
      ?.split(','),
  );
  let manifest: Manifest | undefined;
  const fileOf = (key: string) => {
    manifest ??= JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8')) as Manifest;
    return manifest[`../src/i18n/locales/${key}.json`]?.file;
  };
  // The core namespaces travel as one `locale-{lang}-core` chunk (scripts/chunking.ts).
  const textOf = (lang: string, ns: string) =>
    fileOf(`${lang}/${ns}`) ??
    (CORE_TEXTS.includes(ns)
      ? Object.values(manifest ?? {}).find((chunk) => chunk.name === `locale-${lang}-core`)?.file
      : undefined);
  return (html: string, url: URL, headers: Headers): string => {
    const { lang, country, apiBase } = pageLanguage(html, url, headers);
    const tags = new Set(html.match(/<cine-[a-z-]+/g)?.map((tag) => tag.slice(1)));
    // The account site shows one screen element per route.
    if (tags.has('cine-account')) tags.add(`cine-${matchRoute(url.pathname, '/').route.screen}`);
    const namespaces = new Set([...CORE_TEXTS, ...[...tags].flatMap((tag) => texts.get(tag) ?? [])]);
    const files = new Set([
      ...[...namespaces].map((ns) => textOf(lang, ns)),
      fileOf(`overrides/${lang}_${country}`),
    ]);
    // The API layer every element imports as it connects (stores/data-layer.ts), for the settings call.
    if (tags.size) files.add(Object.values(manifest ?? {}).find((chunk) => chunk.name === 'data')?.file);
    if ([...namespaces].some((ns) => memberTexts.has(ns)))
      files.add(manifest?.['../src/i18n/member-texts.ts']?.file);
    // Each element's own chunk (the account site and the autoloader import them once defined), then the actions.
    const later = new Set<string>();
    const add = (found: Set<string>) => {
      for (const file of found) if (!files.has(file)) later.add(file);
    };
    // An element both imported and lazily loaded lives in a shared chunk named after it.
    const elementKey = (tag: string, known: Manifest) =>
      known[`../src/elements/${tag}.ts`]
        ? `../src/elements/${tag}.ts`
        : Object.keys(known).find((key) => known[key]?.name === tag && key.startsWith('_'));
    for (const tag of tags) {
      const key = manifest && elementKey(tag, manifest);
      if (manifest && key) add(chunkFiles(manifest, key, new Set(), false));
    }
    for (const tag of tags) if (ACTIONS[tag] && manifest) add(chunkFiles(manifest, ACTIONS[tag]));
    const preload = (list: Set<string | undefined>) =>
      [...list]
        .filter((file): file is string => Boolean(file) && !html.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" href="/${file}">`);
    const links = preload(files);
    // Same URL, mode and credentials as the API layer's fetch, which then takes this answer.
    if (tags.size && !cookie(headers.get('cookie') ?? '', SESSION_COOKIE))
      links.unshift(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${apiBase}${lang}/settings">`,
      );
    // Ahead of the runtime's scripts: the texts are small and the connections to a host are few.
    const at = html.search(/<script|<link rel="modulepreload"|<\/head>/);
    const withLinks =
      links.length && at >= 0 ? `${html.slice(0, at)}${links.join('')}${html.slice(at)}` : html;
    // After them: the elements are wanted once the runtime has run, the actions at the first submit.
    return withLinks.replace('</head>', `${preload(later).join('')}</head>`);
  };
}
