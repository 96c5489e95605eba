import { renderToString } from 'react-dom/server';
import { readSharedAttributes } from '../elements/connect';
import { Island } from '../elements/island';
import { islandDefinition } from '../elements/registry';
import { requestTexts, setLanguage } from '../i18n/index';
import { setLocation } from '../platform/navigation';
import { $config, configure } from '../stores/config';
import { contextOf } from './page-meta';
import { islandStyles } from './styles';

/** Options of {@link renderToHtml}. */
export interface RenderOptions {
  /** URL path the stylesheet files are served under (`npm run build` writes them to `dist/styles/`). */
  stylesBase?: string;
  /** The page's path and query, for `<cine-account>` (which route it shows). */
  url?: string;
  /** The site's country when no `country` attribute says it (production reads it from the domain). */
  country?: string;
  /** The page's language when no `lang` attribute says it (the account site's path, the visitor's choice). */
  lang?: string;
}

type Attributes = Record<string, string | number | boolean | null | undefined>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function attributeText(attributes: Attributes): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`renderToHtml: invalid attribute name "${name}"`);
    out += value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`;
  }
  return out;
}

function readAttributes(text: string): Attributes {
  const out: Attributes = {};
  for (const [, name, value] of text.matchAll(/([a-z][a-z0-9-]*)(?:="([^"]*)")?/g))
    if (name)
      out[name] =
        value
          ?.replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&amp;/g, '&') ?? true;
  return out;
}

const source = (attributes: Attributes) => ({
  getAttribute: (name: string) => {
    const value = attributes[name];
    return value === undefined || value === null || value === false ? null : String(value);
  },
});

// The stores are the page's, one render at a time: calls wait for the one before.
let queue: Promise<unknown> = Promise.resolve();

export function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

async function renderOne(
  tag: string,
  attributes: Attributes,
  options: RenderOptions,
  /** The enclosing element's language and country, for a tag that does not set its own. */
  inherited: Attributes = {},
): Promise<string> {
  const { shadow, country } = await renderShadow(tag, attributes, options, inherited);
  const host = { ...attributes, 'data-country': country };
  return `<${tag}${attributeText(host)}>${shadow}</${tag}>`;
}

/** The `<template shadowrootmode>` of `tag` and the country it was rendered for. */
async function renderShadow(
  tag: string,
  attributes: Attributes,
  options: RenderOptions,
  inherited: Attributes,
): Promise<{ shadow: string; country: string }> {
  const definition = islandDefinition(tag);
  if (!definition) throw new Error(`renderToHtml: <${tag}> is not a cine-account element`);
  const shared = readSharedAttributes(source({ ...inherited, ...attributes }) as unknown as Element);
  configure({
    ...(options.country ? { country: options.country.toUpperCase() } : {}),
    ...(options.lang ? { lang: options.lang.toLowerCase() } : {}),
    // The page's route decides iframe or webview, as in the browser.
    ...(options.url !== undefined
      ? { context: contextOf(new URL(options.url, 'http://x.invalid').pathname) }
      : {}),
    ...shared,
  } as never);
  if (options.url !== undefined) setLocation(options.url);
  const { lang, country } = $config.get();
  await requestTexts(definition.texts);
  await setLanguage(lang, country);
  const props = Object.fromEntries(
    Object.entries(definition.own).map(([key, type]) => {
      const raw = source(attributes).getAttribute(key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
      if (raw === null) return [key, undefined];
      return [key, type === 'number' ? Number(raw) : type === 'boolean' ? raw !== 'false' : raw];
    }),
  );
  const base = options.stylesBase ?? '/cine-account/styles/';
  const body = renderToString(
    <Island
      Screen={definition.Screen}
      props={props}
      element={null}
      attributes={source(attributes)}
      id="prerendered"
      tag={tag}
      texts={definition.texts}
      settingsNotice={definition.settingsNotice}
      stylesHrefs={islandStyles(tag).map((file) => `${base}${file.name}`)}
    />,
  );
  // Elements the screen renders (the router's screen) come prerendered too, in the same language.
  const inner = await fill(body, { lang, country }, options);
  return { shadow: `<template shadowrootmode="open">${inner}</template>`, country };
}

/** An empty `cine-*` tag, the only markup the fillers touch. */
export const EMPTY_TAG = /<(cine-[a-z-]+)((?:\s[^>]*)?)><\/\1>/g;

/**
 * Prerenders every empty `cine-*` tag in `html` whose element is known, in place; `inherited`
 * attributes (language, country) apply to tags that do not set them.
 */
export async function fill(html: string, inherited: Attributes, options: RenderOptions): Promise<string> {
  let out = '';
  let last = 0;
  for (const match of html.matchAll(EMPTY_TAG)) {
    const [whole, tag = '', attributeList = ''] = match;
    if (!islandDefinition(tag)) continue;
    const own = readAttributes(attributeList);
    out += html.slice(last, match.index) + (await renderOne(tag, own, options, inherited));
    last = (match.index ?? 0) + whole.length;
  }
  return out + html.slice(last);
}

/**
 * The sheets the prerendered roots link, asked for at the top of `<head>`: they block the first paint,
 * so they go out before the scripts rather than after the body is parsed up to them.
 */
function preloadStyles(html: string): string {
  const body = html.search(/<body[\s>]/);
  const at = html.search(/<link|<script|<\/head>/);
  if (body < 0 || at < 0 || at > body) return html;
  const hrefs = new Set(
    [...html.slice(body).matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((match) => match[1]),
  );
  const links = [...hrefs].map((href) => `<link rel="preload" as="style" href="${href}">`).join('');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/**
 * A page's HTML with every empty `cine-*` tag of ours prerendered in place (a build step or a server
 * that has the whole page); `options` give the page's URL, country and language.
 */
export function fillElements(html: string, options: RenderOptions = {}): Promise<string> {
  return inTurn(() => fill(html, {}, options).then(preloadStyles));
}

/**
 * The HTML of `<tag>` with its first screen already rendered into a declarative shadow root, for a
 * server or a build step (Node 20+, no DOM): the browser paints it before any script, styled by
 * the linked sheets, and the element hydrates it in place. Member data is never rendered: member
 * screens come as their frame with placeholders sized as the content.
 */
export function renderToHtml(
  tag: string,
  attributes: Attributes = {},
  options: RenderOptions = {},
): Promise<string> {
  return inTurn(() => renderOne(tag, attributes, options));
}

/** Markup our own renderer made (a declarative shadow root), never text a server's answer carried. */
export type ShadowRootHtml = string & { readonly __cineShadowRoot: true };

/**
 * Only the declarative shadow root of `<tag>` (what {@link renderToHtml} puts inside the tag), for a
 * React server that renders the tag itself: `<Prerendered tag shadow={…}>` of `cine-account/react`.
 */
export function renderShadowRoot(
  tag: string,
  attributes: Attributes = {},
  options: RenderOptions = {},
): Promise<ShadowRootHtml> {
  return inTurn(async () => (await renderShadow(tag, attributes, options, {})).shadow as ShadowRootHtml);
}
