import { deleteCookie } from '../src/platform/cookies';

/**
 * Forgets what the elements keep in the browser beyond the page: every cookie of Storybook's origin
 * (the session's `{jwt}` above all, which session.ts signs a member back in from at load and again
 * when settings arrive) and the `cine…` keys of local and session storage. Without this, a story
 * opened by its own link starts as whichever member an earlier story showed. Storybook itself keeps
 * no cookie, and its own storage keys stay.
 */
export function forgetKeptState(doc: Document = document): void {
  for (const pair of doc.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name) continue;
    deleteCookie(name, {}, doc);
    // A framed story's session cookie is partitioned (CHIPS): only a partitioned write removes it.
    deleteCookie(name, { partitioned: true }, doc);
  }
  for (const storage of [localStorage, sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    for (const key of keys.filter((name) => name.startsWith('cine'))) storage.removeItem(key);
  }
}
