/**
 * Prerenders the demo (issue 22): every route of the account site a visitor can open, in each
 * country's languages, and the pages an integrator with a server would render (login-only, the
 * webview pages), into `dist-demo/_prerender/{country}/...`, with the stylesheets they link in
 * `dist-demo/assets/styles/`. The demo server picks the page for the host's country and the path.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COUNTRIES as DEMO_COUNTRIES } from '../demo/api/countries';
import { skipTexts } from '../demo/pages/skip-texts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist-demo');
const STYLES_BASE = '/assets/styles/';
const COUNTRIES = {
  CH: ['fr', 'en', 'de'],
  BE: ['fr', 'nl', 'en'],
  SN: ['fr', 'en'],
  TN: ['fr', 'en'],
} as const;
/** Pages of the demo an integrator's server would render, one per country and language. */
const SERVER_PAGES = ['login-only.html', 'webview.html', 'webview-profile.html', 'webview-tickets.html'];

type Server = typeof import('../src/server/index');
const server = (await import(join(root, 'dist/server/index.js'))) as Server;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

// The page's own stylesheet blocks the first paint too: asked for before the scripts, not after them.
function stylesFirst(html: string): string {
  const sheet = html.match(/\s*<link rel="stylesheet" crossorigin href="[^"]+">/)?.[0];
  const at = html.search(/<link rel="(?:module)?preload"|<script/);
  if (!sheet || at < 0 || at > html.indexOf(sheet)) return html;
  return html
    .replace(sheet, '')
    .replace(/<link rel="(?:module)?preload"|<script/, (first) => `${sheet.trim()}${first}`);
}

function write(file: string, html: string): number {
  const lang = html.match(/<html lang="([a-z]{2})"/)?.[1] ?? 'en';
  html = stylesFirst(html).replace(
    /(<a class="skip-link" href="#main">)[^<]*/,
    `$1${escapeText(skipTexts[lang] ?? skipTexts.en ?? '')}`,
  );
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  return gzipSync(html).byteLength;
}

for (const style of server.styleFiles()) write(join(dist, 'assets/styles', style.name), style.css);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const sizes: Record<string, number> = {};
let count = 0;
for (const [country, languages] of Object.entries(COUNTRIES)) {
  const cc = country.toLowerCase();
  for (const page of server.accountPages(country as keyof typeof COUNTRIES)) {
    let html = template;
    // In a partner's iframe or the app's webview the host is the chrome: the screen alone (demo/pages/account.ts).
    if (page.context !== 'browser')
      html = html
        .replace(/\s*<cine-app-banner><\/cine-app-banner>/, '')
        .replace(/\s*<cine-footer><\/cine-footer>/, '')
        .replace('<body>', '<body class="bare">');
    html = await server.fillElements(html, {
      url: page.path,
      country,
      lang: page.lang,
      stylesBase: STYLES_BASE,
    });
    const code = country as keyof typeof COUNTRIES;
    // The description promises points only where the demo API's settings say the programme runs.
    const meta = server.accountPageMeta(page.path, code, { loyalty: DEMO_COUNTRIES[code].loyalty });
    html = html
      .replace(/<html lang="[^"]*">/, `<html lang="${meta.lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(meta.title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*"/, `$1${escapeAttribute(meta.description)}"`);
    sizes[`/${cc}${page.path}`] = write(join(dist, '_prerender', cc, `${page.path}.html`), html);
    count += 1;
  }
  for (const name of SERVER_PAGES) {
    const source = readFileSync(join(dist, name), 'utf8');
    for (const lang of languages) {
      const html = (
        await server.fillElements(source, { country, lang, stylesBase: STYLES_BASE, url: `/${name}` })
      ).replace(/<html lang="[^"]*">/, `<html lang="${lang}">`);
      sizes[`/${cc}/${lang}/${name}`] = write(join(dist, '_prerender', cc, lang, name), html);
      count += 1;
    }
  }
}
writeFileSync(join(dist, '_prerender/sizes.json'), `${JSON.stringify(sizes, null, 2)}\n`);
console.log(`[prerender] ${count} pages in dist-demo/_prerender/`);
process.exit(0);
