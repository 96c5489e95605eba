import { detectContext } from '../../src/platform/context';

// What the prerender was made for: a top window, where only the route says iframe or webview.
const TOP = {} as { parent?: unknown };
TOP.parent = TOP;

/**
 * The prerendered page for a request, relative to `_prerender/` (`ch/fr/login.html`), or undefined
 * to serve the client-rendered page: an account route by the country and the path below the base,
 * a page of its own (`login-only.html`) by country and the language its elements will choose, and an
 * unknown path under one of the country's languages by that language's not-found page.
 */
export function prerenderedPage(options: {
  prerendered: ReadonlySet<string>;
  country: string;
  /** The path below the site's base path, from `/` (`/fr/login`). */
  path: string;
  framed: boolean;
  /** For a page of its own: the language its elements will show. */
  lang?: string;
}): string | undefined {
  const cc = options.country.toLowerCase();
  const path = options.path.replace(/\/+$/, '');
  if (!/^[a-zA-Z0-9/_.-]*$/.test(path) || path.includes('..')) return undefined;
  // Framed, a page prerendered for the top window shows as the iframe variant: React would find other
  // HTML than it renders and throw it away (WebKit's framed /fr/login showed it), so it renders afresh.
  if (options.framed && detectContext({ path, win: TOP as unknown as Window }) === 'browser')
    return undefined;
  const file = path.endsWith('.html') ? `${cc}/${options.lang}${path}` : `${cc}${path || '/index'}.html`;
  if (options.prerendered.has(file)) return file;
  const lang = path.split('/')[1] ?? '';
  const notFound = `${cc}/${lang}/404.html`;
  return /^[a-z]{2}$/.test(lang) && options.prerendered.has(notFound) ? notFound : undefined;
}
