import type { Site } from '../config';

/** One chunk of Vite's build manifest, as the hints need it. */
export type Chunk = { file: string; name?: string; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, Chunk>;

/** A country's colours for the home-screen app: the browser's bar and the splash screen behind the icon. */
export type AppTheme = { color: string; background: string };

/**
 * What the site server knows of a build, written at build time (`site.json` beside the public
 * folder): the configuration, the chunk graph, each element's text namespaces, the prerendered pages.
 */
export type SiteData = {
  site: Site;
  manifest: Manifest;
  /** Text namespaces per tag (`cine-login`: `['login']`). */
  texts: Record<string, string[]>;
  /** Prerendered pages, relative to `_prerender/` (`ch/fr/login.html`). */
  prerendered: string[];
  /** The key of the account page in the manifest (`site/index.html`). */
  entry: string;
  /** Each country's colours, from the elements' design tokens (a build without them: the defaults). */
  themes?: Record<string, AppTheme>;
};

/** A file of the public folder, as the runtime stores it. */
export type StoredFile = { body: Uint8Array | ReadableStream<Uint8Array>; encoding?: 'br' | 'gzip' };

/** The public folder, wherever the runtime keeps it (a disk, Workers static assets). */
export interface SiteFiles {
  /** The file at `path` (`/assets/x.js`), compressed as `accept` allows where the store can; undefined if none. */
  get(path: string, accept?: string): Promise<StoredFile | undefined>;
  /** A text file (a page), whole. */
  text(path: string): Promise<string | undefined>;
}
