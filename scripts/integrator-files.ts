/**
 * For integrators (run by `npm run build` after the server build): the stylesheets
 * prerendered elements link (`dist/styles/`, to serve at `stylesBase`), the reserve sheet for pages
 * that only paste tags (`dist/cine-reserve.css`, `dist/cdn/cine-reserve.css`), and ready fragments
 * per country and language for a CMS that pastes HTML (`dist/fragments/{country}/{lang}/{tag}.html`),
 * which link their sheets from the CDN build of this version.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { COUNTRIES } from '../src/i18n/languages';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
/** Where the fragments' stylesheets come from: the published package on jsDelivr. */
export const CDN_STYLES = `https://cdn.jsdelivr.net/npm/cine-account@${version}/dist/styles/`;

/** The tags a CMS can paste, with the attributes each fragment is rendered with. */
const FRAGMENTS: { file: string; tag: string; attributes?: Record<string, string> }[] = [
  ...[
    'cine-login',
    'cine-signup',
    'cine-forgotten-password',
    'cine-reset-password',
    'cine-contact',
    'cine-dashboard',
    'cine-tickets',
    'cine-profile',
    'cine-loyalty',
    'cine-footer',
    'cine-app-banner',
    'cine-language-switcher',
    'cine-user-menu',
  ].map((tag) => ({ file: tag, tag })),
  ...['birthday', 'schoolSession', 'b2b'].map((kind) => ({
    file: `cine-contact-offer-${kind}`,
    tag: 'cine-contact-offer',
    attributes: { kind },
  })),
];

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

type Server = typeof import('../src/server/index');
const server = (await import(join(dist, 'server/index.js'))) as Server;

rmSync(join(dist, 'styles'), { recursive: true, force: true });
for (const style of server.styleFiles()) write(join(dist, 'styles', style.name), style.css);
for (const target of ['cine-reserve.css', 'cdn/cine-reserve.css'])
  copyFileSync(join(root, 'src/styles/cine-reserve.css'), join(dist, target));

rmSync(join(dist, 'fragments'), { recursive: true, force: true });
let count = 0;
for (const [country, { languages }] of Object.entries(COUNTRIES))
  for (const lang of languages)
    for (const { file, tag, attributes } of FRAGMENTS) {
      const html = await server.renderToHtml(
        tag,
        { ...attributes, lang, country },
        { stylesBase: CDN_STYLES },
      );
      write(join(dist, 'fragments', country.toLowerCase(), lang, `${file}.html`), `${html}\n`);
      count += 1;
    }
console.log(`[integrator-files] dist/styles, dist/cine-reserve.css, ${count} fragments in dist/fragments/`);
process.exit(0);
