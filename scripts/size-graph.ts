import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CORE_TEXTS } from '../src/i18n/texts';

/** The part of Vite's manifest we read. */
export type Manifest = Record<
  string,
  { file: string; name?: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>;

/** Files a browser fetches before the entry runs: the entry, its static imports (transitively) and their CSS. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Gzip size of files under `dir` (level 9, as size-limit measures). */
export function gzipSize(dir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(resolve(dir, file)), { level: 9 }).length;
  return total;
}

/** Files every element entry loads: the shared runtime. */
export function sharedRuntime(manifest: Manifest, elementKeys: readonly string[]): Set<string> {
  const closures = elementKeys.map((key) => staticClosure(manifest, key));
  const [first, ...rest] = closures;
  return new Set([...(first ?? [])].filter((file) => rest.every((closure) => closure.has(file))));
}

/** Namespaces an element asks for in its tag file (`texts: ['login']` in `defineIsland` options). */
export function declaredTexts(tagSource: string): string[] {
  const list = tagSource.match(/\btexts:\s*\[([^\]]*)\]/)?.[1] ?? '';
  return [...list.matchAll(/'([a-z-]+)'/g)].map((match) => match[1] as string);
}

/**
 * The chunk holding one namespace in one language: its own `locale-fr-login` chunk, or the
 * `locale-fr-core` chunk that groups the core namespaces (scripts/chunking.ts).
 */
export function textFile(manifest: Manifest, lang: string, ns: string, prefix = 'src/'): string | undefined {
  return (
    manifest[`${prefix}i18n/locales/${lang}/${ns}.json`]?.file ??
    (CORE_TEXTS.includes(ns)
      ? Object.values(manifest).find((chunk) => chunk.name === `locale-${lang}-core`)?.file
      : undefined)
  );
}

/**
 * Text chunks a page fetches in `lang` for these namespaces, one set per country override of that
 * language (a country without an override file fetches none).
 */
export function textChunkSets(manifest: Manifest, lang: string, namespaces: readonly string[]): string[][] {
  const own = [...new Set(namespaces.flatMap((ns) => textFile(manifest, lang, ns) ?? []))];
  const overrides = Object.keys(manifest)
    .filter((key) => key.startsWith(`src/i18n/locales/overrides/${lang}_`))
    .map((key) => manifest[key]?.file as string);
  return [own, ...overrides.map((file) => [...own, file])];
}
