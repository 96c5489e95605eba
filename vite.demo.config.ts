import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { readSiteConfig } from './site/config-file';
import { siteViteConfig } from './site/vite';

const root = import.meta.dirname;
// Every page in demo/ is an input, so a new page needs no config change; the account site is site/'s.
const pages = Object.fromEntries(
  readdirSync(resolve(root, 'demo'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => [file.slice(0, -5), `demo/${file}`]),
);
const site = readSiteConfig(resolve(root, 'site.config.json'), 'site.config.json');

// The demo's account page records what its scripts log, for the cross-engine suite (its first script).
const consoleRecord: Plugin = {
  name: 'cine-demo-console-record',
  transformIndexHtml: {
    order: 'pre',
    handler: (html, context) =>
      context.path.endsWith('/site/index.html')
        ? html.replace(
            '<script type="module"',
            '<script type="module" src="/demo/pages/console-record.ts"></script><script type="module"',
          )
        : html,
  },
};

/** The demo: the account site of site.config.json and the demo's own pages, in one build (dist-demo/). */
export default defineConfig({
  ...siteViteConfig({
    outDir: resolve(root, 'dist-demo'),
    pages: { index: 'site/index.html', ...pages },
    homeUrl: site.homeUrl,
    plugins: [consoleRecord],
  }),
  server: { fs: { allow: [root] } },
});
