import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { countryFromHost } from '../../src/i18n/languages';
import { detectContext } from '../../src/platform/context';
import { pageLanguage } from './preload-hints';

// What the prerender was made for: a top window, where only the route says iframe or webview.
const TOP = { parent: undefined as unknown } as unknown as Window;
(TOP as unknown as { parent: Window }).parent = TOP;

/**
 * The prerendered page for a request (issue 22, `scripts/prerender.ts`), or undefined to serve the
 * client-rendered one: an account-site route by the host's country and the path
 * (`_prerender/ch/fr/login.html`), a page of the demo by country and the language the elements
 * will choose (`_prerender/ch/en/login-only.html`).
 */
export function createPrerenderedPages(root: string) {
  const exists = (file: string) =>
    stat(file).then(
      (info) => info.isFile(),
      () => false,
    );
  return async (url: URL, headers: Headers): Promise<string | undefined> => {
    const country = countryFromHost(url.hostname).toLowerCase();
    const path = url.pathname.replace(/\/+$/, '');
    if (!/^[a-zA-Z0-9/_.-]*$/.test(path) || path.includes('..')) return undefined;
    // Framed, a page prerendered for the top window shows as the iframe variant (context.ts): React would
    // find other HTML than it renders and throw it away (a mismatch, issue 24: WebKit's framed /fr/login).
    if (headers.get('sec-fetch-dest') === 'iframe' && detectContext({ path, win: TOP }) === 'browser')
      return undefined;
    let file: string;
    if (path.endsWith('.html')) {
      const source = await readFile(join(root, path), 'utf8').catch(() => undefined);
      if (source === undefined) return undefined;
      const { lang } = pageLanguage(source, url, headers);
      file = join(root, '_prerender', country, lang, path);
    } else file = join(root, '_prerender', country, `${path || '/index'}.html`);
    if (await exists(file)) return file;
    // An unknown path under one of the country's languages: that language's not-found page.
    const lang = path.split('/')[1] ?? '';
    const notFound = join(root, '_prerender', country, lang, '404.html');
    return /^[a-z]{2}$/.test(lang) && (await exists(notFound)) ? notFound : undefined;
  };
}
