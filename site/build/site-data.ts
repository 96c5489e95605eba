import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../config';
import type { Manifest, SiteData } from '../server/types';
import { countryThemes } from './themes';

/** Writes what the site server needs to know of a build (`site.json`), so it reads no source at run time. */
export function writeSiteData(options: {
  file: string;
  publicDir: string;
  site: Site;
  texts: Record<string, string[]>;
  prerendered: string[];
}): SiteData {
  const full = JSON.parse(readFileSync(join(options.publicDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  // Only what the hints read: a chunk's file, name and imports.
  const manifest: Manifest = Object.fromEntries(
    Object.entries(full).map(([key, { file, name, imports, dynamicImports }]) => [
      key,
      {
        file,
        ...(name ? { name } : {}),
        ...(imports ? { imports } : {}),
        ...(dynamicImports ? { dynamicImports } : {}),
      },
    ]),
  );
  const data: SiteData = {
    site: options.site,
    manifest,
    texts: options.texts,
    prerendered: options.prerendered.sort(),
    entry: 'site/index.html',
    themes: countryThemes(),
  };
  writeFileSync(options.file, `${JSON.stringify(data)}\n`);
  return data;
}
