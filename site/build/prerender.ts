import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Site } from '../config';
import type { SiteData } from '../server/types';
import { skipTexts } from '../skip-texts';
import { writeAppIcons } from './app-icons';
import { pageDescription } from './descriptions';
import { writeFavicon } from './favicon';
import { writeSiteData } from './site-data';

type Server = typeof import('../../src/server/index');

/** The package's renderer, as `npm run build` (or the site build) made it in `dist/server/`. */
export const loadRenderer = async (): Promise<Server> =>
  (await import(resolve(import.meta.dirname, '../../dist/server/index.js'))) as Server;
const STYLES_BASE = 'assets/styles/';

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

/** Prerenders into `{dist}/_prerender/`: what each page weighs (gzip), by path, and the files written. */
export class Prerender {
  readonly sizes: Record<string, number> = {};
  readonly files: string[] = [];
  constructor(
    private readonly dist: string,
    private readonly server: Server,
    private readonly site: Site,
  ) {
    mkdirSync(join(dist, STYLES_BASE), { recursive: true });
    for (const style of server.styleFiles()) writeFileSync(join(dist, STYLES_BASE, style.name), style.css);
    // The pages' head names the home-screen icons (site/server/web-app.ts).
    writeAppIcons(dist);
    // And the icon a browser asks the site's root for when a page names none (its 404 is a console error).
    writeFavicon(dist);
  }

  private write(file: string, html: string, sizeKey: string) {
    const lang = html.match(/<html lang="([a-z]{2})"/)?.[1] ?? 'en';
    const page = stylesFirst(html).replace(
      /(<a class="skip-link" href="#main">)[^<]*/,
      `$1${escapeText(skipTexts[lang] ?? skipTexts.en ?? '')}`,
    );
    const path = join(this.dist, '_prerender', file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, page);
    this.sizes[sizeKey] = gzipSync(page).byteLength;
    this.files.push(file);
  }

  /** Writes what the site server needs to know of this build and its prerendered pages (`site.json`). */
  writeData(file: string): SiteData {
    const { dist: publicDir, site, files: prerendered } = this;
    return writeSiteData({ file, publicDir, site, texts: this.server.elementTexts(), prerendered });
  }

  /** Every route of the account site a visitor can open, in each configured country's languages. */
  async account(template = readFileSync(join(this.dist, 'index.html'), 'utf8')): Promise<void> {
    const stylesBase = `${this.site.basePath}${STYLES_BASE}`;
    for (const country of this.site.countries) {
      const cc = country.code.toLowerCase();
      for (const page of this.server.accountPages(country.code)) {
        if (!(country.languages as string[]).includes(page.lang)) continue;
        let html = template;
        // In a partner's iframe or the app's webview the host is the chrome: the screen alone (site/account.ts).
        if (page.context !== 'browser')
          html = html
            .replace(/\s*<cine-app-banner><\/cine-app-banner>/, '')
            .replace(/\s*<cine-footer><\/cine-footer>/, '')
            .replace('<body>', '<body class="bare">');
        html = await this.server.fillElements(html, {
          // The router renders the route below the base path, as a browser asks for it.
          url: `${this.site.basePath}${page.path.slice(1)}`,
          country: country.code,
          lang: page.lang,
          stylesBase,
        });
        // The description, the page's own, promises points only where the loyalty programme runs.
        const meta = this.server.accountPageMeta(page.path, country.code, { loyalty: country.loyalty });
        const description = pageDescription(page.path, meta.lang, country.loyalty) ?? meta.description;
        html = html
          .replace(/<html lang="[^"]*">/, `<html lang="${meta.lang}">`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(meta.title)}</title>`)
          .replace(/(<meta name="description" content=")[^"]*"/, `$1${escapeAttribute(description)}"`);
        this.write(`${cc}${page.path}.html`, html, `/${cc}${page.path}`);
      }
    }
  }

  /** A page of its own (`login-only.html`), once per configured country and language. */
  async page(name: string): Promise<void> {
    const source = readFileSync(join(this.dist, name), 'utf8');
    const stylesBase = `${this.site.basePath}${STYLES_BASE}`;
    for (const country of this.site.countries)
      for (const lang of country.languages) {
        const html = (
          await this.server.fillElements(source, { country: country.code, lang, stylesBase, url: `/${name}` })
        ).replace(/<html lang="[^"]*">/, `<html lang="${lang}">`);
        const cc = country.code.toLowerCase();
        this.write(`${cc}/${lang}/${name}`, html, `/${cc}/${lang}/${name}`);
      }
  }
}
