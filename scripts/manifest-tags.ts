// The tags of dist/custom-elements.json, by name: what the build's generated types and editor help read.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type Named = { name: string; description?: string; default?: string; type?: { text: string } };
export interface Declaration {
  tagName?: string;
  description?: string;
  attributes?: (Named & { fieldName?: string })[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}

export const dist = resolve(import.meta.dirname, '../dist');

/** Every declaration with a tag name, sorted by it. */
export function manifestTags(): Declaration[] {
  const manifest = JSON.parse(readFileSync(resolve(dist, 'custom-elements.json'), 'utf8')) as {
    modules: { declarations?: Declaration[] }[];
  };
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.tagName)
    .sort((a, b) => String(a.tagName).localeCompare(String(b.tagName)));
}
