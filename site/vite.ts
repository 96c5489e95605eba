import { renameSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { chunkFileNames, pageCodeSplitting } from '../scripts/chunking';

const root = resolve(import.meta.dirname, '..');

export type SiteBuild = {
  outDir: string;
  /** Pages by name, paths from the repository's root (`site/index.html`). */
  pages: Record<string, string>;
  /** The site's base path (`/`, `/account/`). */
  base?: string;
  /** Where the header's brand link goes. */
  homeUrl?: string;
  plugins?: Plugin[];
};

/** Each page lands at the top of the output (`site/index.html` is served as `/index.html`). */
function flatPages(outDir: string, pages: string[]): Plugin {
  return {
    name: 'cine-flat-pages',
    apply: 'build',
    closeBundle() {
      for (const page of pages) renameSync(join(outDir, page), join(outDir, basename(page)));
      for (const folder of new Set(pages.map((page) => page.split('/')[0] ?? '')))
        rmSync(join(outDir, folder), { recursive: true, force: true });
    },
  };
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The brand link goes to the chain's home page and the router sits at the base path, as configured. */
function siteLinks(homeUrl: string, basePath: string): Plugin {
  return {
    name: 'cine-site-links',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replace('<a class="brand" href="/">', `<a class="brand" href="${attribute(homeUrl)}">`)
          .replace('<cine-account base-path="/">', `<cine-account base-path="${attribute(basePath)}">`),
    },
  };
}

/** The Vite build of the account site's pages (and the demo's), as customers get them. */
export function siteViteConfig(build: SiteBuild): UserConfig {
  return {
    root,
    base: build.base ?? '/',
    // Production React, as in the package build.
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: {
      alias: [
        // Pages may import the product as `/src/...` (root-relative) or as the package itself.
        { find: /^cine-account$/, replacement: resolve(root, 'src/index.ts') },
        { find: /^cine-account\/autoloader$/, replacement: resolve(root, 'src/autoloader.ts') },
        { find: /^cine-account\/(cine-[a-z-]+)$/, replacement: `${resolve(root, 'src/elements')}/$1.ts` },
      ],
    },
    plugins: [
      siteLinks(build.homeUrl ?? '/', build.base ?? '/'),
      flatPages(build.outDir, Object.values(build.pages)),
      ...(build.plugins ?? []),
    ],
    publicDir: false,
    build: {
      outDir: build.outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      manifest: true,
      rolldownOptions: {
        input: Object.fromEntries(
          Object.entries(build.pages).map(([name, path]) => [name, resolve(root, path)]),
        ),
        output: {
          minify: true,
          codeSplitting: pageCodeSplitting,
          chunkFileNames: chunkFileNames('assets'),
        },
      },
    },
  };
}
