import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtDecode } from 'jwt-decode';
import type { CountryCode, LanguageCode } from '../../src/api/contract/common';
import {
  countryFromHost,
  isCountryLanguage,
  languageOfPath,
  resolveLanguage,
} from '../../src/i18n/languages';
import { CORE_TEXTS } from '../../src/i18n/texts';
import { matchRoute } from '../../src/router/match';
import { tunnelUrl } from '../api/routes/settings';
import { cookieValue as cookie, SESSION_COOKIE, sessionJwt } from '../api/tokens';

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
// The member area's text map: its lazy imports are the member namespaces' files.
const MEMBER_TEXT_MAP = '../src/i18n/member-texts.ts';

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

// A member's settings call carries their bearer, so a preload (sent without it) would go unused.
const hasSession = (header: string) => cookie(header, SESSION_COOKIE) !== undefined;

/** A session the elements keep: its token unexpired (they discard an expired one at load, spec section 8). */
function liveSession(header: string): boolean {
  try {
    const { exp } = jwtDecode(sessionJwt(header) ?? '');
    return typeof exp === 'number' && exp * 1000 > Date.now();
  } catch {
    return false;
  }
}

/** What the page will ask for first, worked out from the request the way the elements will. */
export function pageLanguage(
  html: string,
  url: URL,
  headers: Headers,
): { lang: LanguageCode; country: CountryCode; apiBase: string; negotiated?: boolean } {
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
  const routeValue = languageOfPath(url.pathname, country);
  const lang = resolveLanguage({
    routeValue,
    country,
    isMainSite: false,
    path: '',
    cookie: cookie(headers.get('cookie') ?? '', 'lang'),
    navigatorLanguages: [headers.get('accept-language')?.split(',')[0] ?? ''],
  });
  // Neither the page nor its path names the language: the visitor's headers choose it (said in Vary).
  return { lang: lang || 'fr', country, apiBase, negotiated: !routeValue };
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
  // Read on the first page served (the build may come after the server is made), then indexed once.
  let built: { manifest: Manifest; named: Map<string, string>; memberTexts: Set<string> } | undefined;
  const read = () => {
    if (built) return built;
    const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8')) as Manifest;
    // Shared chunks by name: `data`, `locale-fr-core`, an element both imported and lazily loaded.
    const named = new Map<string, string>();
    for (const [key, chunk] of Object.entries(manifest))
      if (chunk.name && key.startsWith('_') && !named.has(chunk.name)) named.set(chunk.name, key);
    // The text files the member area's text map loads (src/i18n/member-texts.ts), as the build says.
    const memberTexts = new Set(manifest[MEMBER_TEXT_MAP]?.dynamicImports);
    built = { manifest, named, memberTexts };
    return built;
  };
  return (html: string, url: URL, headers: Headers): string => {
    const { manifest, named, memberTexts } = read();
    const fileOf = (key: string | undefined) => (key === undefined ? undefined : manifest[key]?.file);
    const textKey = (id: string) => `../src/i18n/locales/${id}.json`;
    const { lang, country, apiBase } = pageLanguage(html, url, headers);
    const tags = new Set(html.match(/<cine-[a-z-]+/g)?.map((tag) => tag.slice(1)));
    // The account site shows one screen element per route; it and the router load first, its chrome
    // (header, banner, footer) once the screen is shown (demo/pages/account.ts), so its hints come after.
    const screen = `cine-${matchRoute(url.pathname, '/').route.screen}`;
    const site = tags.has('cine-account');
    if (site) tags.add(screen);
    const first = (tag: string) => !site || tag === 'cine-account' || tag === screen;
    // The text files of `list`'s namespaces, and whether the member text map loads them.
    const textsOf = (list: string[]) => {
      const keys = [...new Set(list.flatMap((tag) => texts.get(tag) ?? []))].map((ns) =>
        textKey(`${lang}/${ns}`),
      );
      return { files: keys.map(fileOf), member: keys.some((key) => memberTexts.has(key)) };
    };
    const firstTexts = textsOf([...tags].filter(first));
    const files = new Set([
      // The core namespaces travel as one `locale-{lang}-core` chunk (scripts/chunking.ts).
      ...CORE_TEXTS.map((ns) => fileOf(textKey(`${lang}/${ns}`)) ?? fileOf(named.get(`locale-${lang}-core`))),
      ...firstTexts.files,
      fileOf(textKey(`overrides/${lang}_${country}`)),
    ]);
    // The API layer every element imports as it connects (stores/data-layer.ts), for the settings call.
    if (tags.size) files.add(fileOf(named.get('data')));
    if (firstTexts.member) files.add(fileOf(MEMBER_TEXT_MAP));
    // Each element's own chunk (the account site and the autoloader import them once defined), then the actions.
    const later = new Set<string>();
    const add = (found: Iterable<string | undefined>) => {
      for (const file of found) if (file && !files.has(file)) later.add(file);
    };
    const addElement = (tag: string) => {
      const own = `../src/elements/${tag}.ts`;
      const key = manifest[own] ? own : named.get(tag);
      if (key) add(chunkFiles(manifest, key, new Set(), false));
    };
    // The screen and its actions before the account site's chrome.
    for (const tag of [...tags].filter(first)) addElement(tag);
    for (const tag of tags) if (ACTIONS[tag]) add(chunkFiles(manifest, ACTIONS[tag]));
    // Of the chrome, only what shows something once its code runs: the app banner (empty in the HTML)
    // and, for a member, the user menu (prerendered as a visitor's); the rest is whole in the HTML.
    const cookies = headers.get('cookie') ?? '';
    const shownByCode = (tag: string) =>
      tag === 'cine-app-banner' || (tag === 'cine-user-menu' && hasSession(cookies));
    const chrome = [...tags].filter((tag) => !first(tag) && shownByCode(tag));
    for (const tag of chrome) addElement(tag);
    const chromeTexts = textsOf(chrome);
    add([...chromeTexts.files, chromeTexts.member ? fileOf(MEMBER_TEXT_MAP) : undefined]);
    const preload = (list: Set<string | undefined>) =>
      [...list]
        .filter((file): file is string => Boolean(file) && !html.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" href="/${file}">`);
    const links = preload(files);
    // Same URL, mode and credentials as the API layer's fetch, which then takes this answer.
    const fetched = (href: string) =>
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`;
    if (tags.size && !hasSession(cookies)) links.unshift(fetched(`${apiBase}${lang}/settings`));
    // The tunnel knows a member by the session cookie, never the bearer (spec section 7): the orders
    // leave with the page, not after the runtime and the settings (issue 30 point 1, the cold door).
    if (tags.has('cine-tickets') && first('cine-tickets') && liveSession(cookies))
      links.unshift(fetched(`${tunnelUrl(new URL(apiBase, url).origin, lang)}/customer/ebillet`));
    // Ahead of the runtime's scripts: the texts are small and the connections to a host are few.
    const at = html.search(/<script|<link rel="modulepreload"|<\/head>/);
    const withLinks =
      links.length && at >= 0 ? `${html.slice(0, at)}${links.join('')}${html.slice(at)}` : html;
    // After them: the elements are wanted once the runtime has run, the actions at the first submit.
    return withLinks.replace('</head>', `${preload(later).join('')}</head>`);
  };
}
