import type { CountryCode, LanguageCode } from '../../src/api/contract/common';
import { CORE_TEXTS } from '../../src/i18n/texts';
import { matchRoute } from '../../src/router/match';
import { cookieValue, liveSession } from './cookies';
import { settingsCall } from './settings';
import type { Manifest, SiteData } from './types';

/** A chunk's file and its static imports' (Chromium does not fetch a modulepreload's imports), and its lazy ones'. */
function chunkFiles(manifest: Manifest, key: string, out = new Set<string>(), lazy = true): Set<string> {
  const chunk = manifest[key];
  if (!chunk || out.has(chunk.file)) return out;
  out.add(chunk.file);
  for (const next of chunk.imports ?? []) chunkFiles(manifest, next, out, false);
  if (lazy) for (const next of chunk.dynamicImports ?? []) chunkFiles(manifest, next, out, false);
  return out;
}

type Index = { src: string; named: Map<string, string>; memberTextMap: string; memberTexts: Set<string> };
const indexes = new WeakMap<SiteData, Index>();

/** The build's chunks by name and the member area's text files, worked out once per build, not per request. */
function indexed(data: SiteData): Index {
  let index = indexes.get(data);
  if (!index) {
    // A build rooted at the repository keys sources `src/...`; one rooted in a folder below it, `../src/...`.
    const src = data.entry.startsWith('site/') ? 'src/' : '../src/';
    const named = new Map<string, string>();
    for (const [key, chunk] of Object.entries(data.manifest))
      if (chunk.name && key.startsWith('_') && !named.has(chunk.name)) named.set(chunk.name, key);
    const memberTextMap = `${src}i18n/member-texts.ts`;
    index = { src, named, memberTextMap, memberTexts: new Set(data.manifest[memberTextMap]?.dynamicImports) };
    indexes.set(data, index);
  }
  return index;
}

export type HintRequest = {
  html: string;
  url: URL;
  lang: LanguageCode;
  country: CountryCode;
  apiBase: string;
  /** The tunnel's base for this country and language, when the configuration names it. */
  tunnel?: string;
  cookies: string;
  sessionCookie: string;
  /** Whether the page carries its settings answer: no call to start for them then. */
  settingsInline?: boolean;
};

/** What a page's hints are made of: module preloads before the runtime, those after it, and fetch preloads. */
export type Hints = { first: string[]; later: string[]; fetches: { href: string; credentials: boolean }[] };

/**
 * The files a page will fetch first, so they download beside the runtime instead of after it has run:
 * the active language's texts for the elements on the page (with the country's overrides), the API layer,
 * each element's own chunk, the sign-in's actions, the settings call for a visitor and, for a member whose
 * screen is the e-tickets, their orders (the tunnel knows a member by the session cookie).
 */
export function pageHints(data: SiteData, request: HintRequest): Hints {
  const { manifest, texts } = data;
  const { src, named, memberTextMap, memberTexts } = indexed(data);
  const fileOf = (key: string | undefined) => (key === undefined ? undefined : manifest[key]?.file);
  const textKey = (id: string) => `${src}i18n/locales/${id}.json`;
  const { html, url, lang, country } = request;
  const tags = new Set(html.match(/<cine-[a-z-]+/g)?.map((tag) => tag.slice(1)));
  // A page without our elements loads none of their files.
  if (!tags.size) return { first: [], later: [], fetches: [] };
  // The account site shows one screen element per route; its chrome loads once the screen is shown.
  const base = data.site.basePath;
  const screen = `cine-${matchRoute(url.pathname.slice(base.length - 1) || '/', '/').route.screen}`;
  const site = tags.has('cine-account');
  if (site) tags.add(screen);
  const first = (tag: string) => !site || tag === 'cine-account' || tag === screen;
  const textsOf = (list: string[]) => {
    const keys = [...new Set(list.flatMap((tag) => texts[tag] ?? []))].map((ns) => textKey(`${lang}/${ns}`));
    return { files: keys.map(fileOf), member: keys.some((key) => memberTexts.has(key)) };
  };
  const firstTexts = textsOf([...tags].filter(first));
  const files = new Set([
    // The core namespaces travel as one `locale-{lang}-core` chunk (scripts/chunking.ts).
    ...CORE_TEXTS.map((ns) => fileOf(textKey(`${lang}/${ns}`)) ?? fileOf(named.get(`locale-${lang}-core`))),
    ...firstTexts.files,
    fileOf(textKey(`overrides/${lang}_${country}`)),
  ]);
  if (tags.size) files.add(fileOf(named.get('data')));
  if (firstTexts.member) files.add(fileOf(memberTextMap));
  const later = new Set<string>();
  const add = (found: Iterable<string | undefined>) => {
    for (const file of found) if (file && !files.has(file)) later.add(file);
  };
  const addElement = (tag: string) => {
    const own = `${src}elements/${tag}.ts`;
    const key = manifest[own] ? own : named.get(tag);
    if (key) add(chunkFiles(manifest, key, new Set(), false));
  };
  for (const tag of [...tags].filter(first)) addElement(tag);
  // The sign-in's actions load after its first render: wanted at the first submit.
  if (tags.has('cine-login')) add(chunkFiles(manifest, `${src}stores/login.ts`));
  // Of the chrome, only what shows something once its code runs: for a member, the user menu
  // (prerendered as a visitor's); the rest, the app banner too, is whole in the HTML.
  const member = cookieValue(request.cookies, request.sessionCookie) !== undefined;
  const shownByCode = (tag: string) => tag === 'cine-user-menu' && member;
  const chrome = [...tags].filter((tag) => !first(tag) && shownByCode(tag));
  for (const tag of chrome) addElement(tag);
  const chromeTexts = textsOf(chrome);
  add([...chromeTexts.files, chromeTexts.member ? fileOf(memberTextMap) : undefined]);
  const listed = (list: Set<string | undefined>) =>
    [...list]
      .filter((file): file is string => Boolean(file) && !html.includes(`/${file}"`))
      .map((file) => `${base}${file}`);
  const fetches: Hints['fetches'] = [];
  // A member's settings call carries their bearer, so a preload (sent without it) would go unused.
  if (tags.size && !member && !request.settingsInline)
    fetches.push({ href: settingsCall(request.apiBase, lang), credentials: false });
  if (
    request.tunnel &&
    tags.has('cine-tickets') &&
    first('cine-tickets') &&
    liveSession(request.cookies, request.sessionCookie)
  )
    fetches.unshift({ href: `${request.tunnel}/customer/ebillet`, credentials: true });
  return { first: listed(files), later: listed(later), fetches };
}

/** Writes the hints into the page: fetches and texts ahead of the runtime's scripts, the rest after them. */
export function withHints(html: string, hints: Hints): string {
  const fetch = ({ href, credentials }: Hints['fetches'][number]) =>
    `<link rel="preload" as="fetch" crossorigin="${crossOrigin(credentials)}" href="${href}">`;
  const module = (href: string) => `<link rel="modulepreload" href="${href}">`;
  const links = [...hints.fetches.map(fetch), ...hints.first.map(module)];
  const at = html.search(/<script(?! type="application\/json")|<link rel="modulepreload"|<\/head>/);
  const withLinks = links.length && at >= 0 ? `${html.slice(0, at)}${links.join('')}${html.slice(at)}` : html;
  return withLinks.replace('</head>', `${hints.later.map(module).join('')}</head>`);
}

// The preload's mode must be the API layer's fetch's, or the browser fetches twice: the tunnel's
// calls go with credentials ('include'), the others without ('same-origin').
const crossOrigin = (credentials: boolean) => (credentials ? 'use-credentials' : 'anonymous');

/**
 * The same first hints as a `Link` header (what an edge turns into 103 Early Hints), in the same order:
 * the fetches before the texts, so a member's orders still leave first.
 */
export function linkHeader(hints: Hints, most = 12): string {
  const fetches = hints.fetches.map(
    ({ href, credentials }) => `<${href}>; rel=preload; as=fetch; crossorigin=${crossOrigin(credentials)}`,
  );
  return [...fetches, ...hints.first.map((href) => `<${href}>; rel=modulepreload`)].slice(0, most).join(', ');
}
