/**
 * The cinema door, in the account site's worker (put first in cine-sw.js, site/build/service-worker.ts): a
 * navigation to a page where a member shows a code (e-tickets, the dashboard's member card, the
 * loyalty offers, the webview tickets) is answered with that member's own snapshot of it, kept in
 * Cache Storage by the page (src/platform/door-snapshot.ts), so the codes paint before any script,
 * warm or offline. Whose snapshot: the member of the session cookie, so no snapshot ever opens
 * for another account or after a sign-out (which deletes them). With no cookie in view (no Cookie
 * Store API in workers, or an empty one) the network comes first; without one, the snapshot of the
 * one member whose snapshots this device keeps.
 */
const DOOR_CACHE = 'cine-account-door';
const DOOR_NOTE = '<!--cine-door-note-->';
const DOOR_PAGES = /^\/(?:(?:fr|en|de|nl)(?:\/e-tickets|\/loyalty-program)?\/?|webview-tickets\.html)$/;
const TICKETS_PAGE = /^\/(?:fr|en|de|nl)\/e-tickets\/?$/;
const DASHBOARD = /^\/(fr|en|de|nl)\/?$/;
// The site's base path (`/`, `/account/`): the worker's scope. The door pages are named below it.
const BASE = new URL(self.registration.scope).pathname;
const below = (pathname) => (pathname.startsWith(BASE) ? pathname.slice(BASE.length - 1) : undefined);

/** The one member this device keeps snapshots for (`/__door/{member}/…`), or undefined (none, or two). */
async function keptMember() {
  const keys = await (await caches.open(DOOR_CACHE)).keys();
  const members = new Set(keys.map((request) => new URL(request.url).pathname.split('/')[2]));
  return members.size === 1 ? decodeURIComponent([...members][0]) : undefined;
}

/**
 * The `sub` of the session cookie's token (`{"jwt": token}`, whatever its name), if exactly one
 * member's; null with no cookie in view at all (no Cookie Store API in workers, or an empty one).
 */
async function sessionMember() {
  const cookies = self.cookieStore ? await self.cookieStore.getAll() : [];
  if (cookies.length === 0) return null;
  const members = new Set();
  for (const { value } of cookies) {
    try {
      const { jwt } = JSON.parse(decodeURIComponent(value));
      const claims = jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      const { sub } = JSON.parse(atob(claims));
      if (sub) members.add(String(sub));
    } catch {
      // Not a session cookie.
    }
  }
  // Two sessions' cookies side by side (a shared and a host-only one): whose phone it is is unclear.
  return members.size === 1 ? [...members][0] : undefined;
}

/** `member`'s snapshot of the page at `pathname`, its note set for the network's state, or undefined. */
async function snapshot(pathname, member, offline = !navigator.onLine) {
  if (!member) return undefined;
  const kept = await (await caches.open(DOOR_CACHE)).match(
    `/__door/${encodeURIComponent(member)}${pathname}`,
  );
  if (!kept) return undefined;
  const offlineNote = decodeURIComponent(kept.headers.get('x-door-offline') ?? '');
  // Online as far as we know: the offline note waits inert, for the page to show if the network does not answer.
  const note = offline
    ? offlineNote
    : `${decodeURIComponent(kept.headers.get('x-door-online') ?? '')}<template data-door-offline>${offlineNote}</template>`;
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  const policy = kept.headers.get('content-security-policy');
  if (policy) headers.set('content-security-policy', policy);
  return new Response((await kept.text()).replace(DOOR_NOTE, note), { headers });
}

async function answer(request, pathname, path) {
  const member = await sessionMember().catch(() => undefined);
  const kept = await snapshot(pathname, member).catch(() => undefined);
  if (kept) return kept;
  try {
    return await fetch(request);
  } catch (error) {
    // No cookie in view (Firefox 153 ESR at times starts the worker with an empty Cookie Store while
    // the page has its cookies) and no network: the one member whose snapshots this device keeps.
    const theirs =
      member === null && (await snapshot(pathname, await keptMember(), true).catch(() => undefined));
    if (theirs) return theirs;
    // The e-tickets page without a snapshot opens as before: the precached account page.
    const page = TICKETS_PAGE.test(path) && (await caches.match(`${BASE}index.html`, { ignoreSearch: true }));
    if (page) return page;
    // The home-screen app starts on the dashboard: with no snapshot of it, offline, the door is the e-tickets.
    const lang = path.match(DASHBOARD)?.[1];
    if (lang) return Response.redirect(`${BASE}${lang}/e-tickets`, 302);
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  const path = below(url.pathname);
  if (url.origin !== self.location.origin || path === undefined || !DOOR_PAGES.test(path)) return;
  event.respondWith(answer(request, url.pathname, path));
  // Workbox's routes (registered after this file) leave the door pages to us.
  event.stopImmediatePropagation();
});

// A new build's pages name other files: its snapshots are made again at the next visit. Not at the
// first install, which may end after the first page has kept its snapshot.
let replacing = false;
self.addEventListener('install', () => {
  replacing = Boolean(self.registration.active);
});
self.addEventListener('activate', (event) => {
  if (replacing) event.waitUntil(caches.delete(DOOR_CACHE));
});
