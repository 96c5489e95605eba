/**
 * The cinema door (design.md sections 7 and 8): a member's own rendered screen, QR codes included,
 * kept in this browser's Cache Storage for the service worker (`site/door-sw.js`) to answer the
 * next visit with, before any script runs. One entry per member and page; never in a shared cache.
 */
import { DOOR_CACHE } from './door-cache';

/** Where the worker puts the "offline, as of" note. */
export const DOOR_NOTE = '<!--cine-door-note-->';
/** Where the served page's stylesheet links go: inside the island, so the renderer takes the root for none of its own prerendered ones. */
const SHEETS = '<!--cine-door-sheets-->';

/** The cache key of `member`'s snapshot of `path`: the worker finds it from the session cookie's member. */
export const doorKey = (member: string, path: string) => `/__door/${encodeURIComponent(member)}${path}`;

/** The notes the worker shows above the kept screen: offline, and while a warm visit updates it. */
export type DoorNotes = { offline: string; online?: string };

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const note = (text: string | undefined) =>
  text ? `<div class="kept-note" part="kept-note" role="status"><p>${escapeText(text)}</p></div>` : '';

/**
 * The shadow root's markup as the snapshot shows it: the note's place after the heading, no open
 * dialog, the place of the served page's stylesheet links (spliceSnapshot), and an island language
 * with the country, so the island renders afresh over it rather than hydrating it (island-renderer
 * hydrates only a root prerendered in the page's own language).
 */
export function snapshotMarkup(shadow: ShadowRoot, country: string): string {
  // Copied node by node into an inert template: no markup is parsed, so Trusted Types has nothing to check.
  const copy = document.createElement('template');
  const inert = copy.content.ownerDocument;
  copy.content.append(...[...shadow.childNodes].map((node) => inert.importNode(node, true)));
  const island = copy.content.querySelector('.island');
  if (!island) return '';
  for (const dropped of copy.content.querySelectorAll('dialog, link')) dropped.remove();
  const lang = island.getAttribute('lang') ?? '';
  island.setAttribute('lang', `${lang}-${country}`);
  island.setAttribute('data-door', '');
  island.prepend(document.createComment(SHEETS.slice(4, -3)));
  copy.content.querySelector('h1')?.after(document.createComment(DOOR_NOTE.slice(4, -3)));
  return copy.innerHTML;
}

/**
 * The page as served, with the element's prerendered shadow root swapped for `markup`, holding the
 * served root's own stylesheet links (this build's sheets, which paint it before any script); a
 * page that does not prerender the element, with no sheet to paint it, gets none.
 */
export function spliceSnapshot(page: string, tag: string, markup: string): string | undefined {
  const open = new RegExp(`<${tag}\\b[^>]*>\\s*<template shadowrootmode="open"[^>]*>`);
  const start = page.match(open);
  if (!start || start.index === undefined) return undefined;
  const from = start.index + start[0].length;
  const end = page.indexOf('</template>', from);
  const sheets = end < 0 ? [] : page.slice(from, end).match(/<link rel="stylesheet"[^>]*>/g);
  if (!sheets) return undefined;
  // The calls preloaded for the session it was kept in: served later, they would go with whatever
  // session the cookie then holds, and the page would take an expired one's 401 for its own call.
  const head = page.slice(0, from).replace(/<link rel="preload" as="fetch"[^>]*>/g, '');
  return `${head}${markup.replace(SHEETS, sheets.join(''))}${page.slice(end)}`;
}

/**
 * Keeps `member`'s snapshot of this page: the page as the server sends it (no member data) with
 * the element's rendered shadow root in it. Any trouble (no Cache Storage, offline) keeps none.
 */
export async function saveDoorSnapshot(
  member: string,
  element: HTMLElement,
  notes: DoorNotes,
): Promise<void> {
  try {
    const markup = element.shadowRoot && snapshotMarkup(element.shadowRoot, element.dataset.country ?? '');
    if (!markup || typeof caches === 'undefined') return;
    const served = await fetch(location.pathname, { credentials: 'same-origin' });
    if (!served.ok) return;
    const html = spliceSnapshot(await served.text(), element.localName, markup);
    if (!html) return;
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'x-door-offline': encodeURIComponent(note(notes.offline)),
      'x-door-online': encodeURIComponent(note(notes.online)),
    };
    const policy = served.headers.get('content-security-policy');
    if (policy) headers['content-security-policy'] = policy;
    const cache = await caches.open(DOOR_CACHE);
    await cache.put(doorKey(member, location.pathname), new Response(html, { headers }));
  } catch {
    // Private mode, a full disk, the network gone: the door falls back to the page as before.
  }
}
