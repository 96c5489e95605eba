// Size budgets of design.md section 8, over the static import graph of Vite's manifest (size-limit
// cannot express "an element on top of the shared runtime"). Run after `vite build`.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CORE_TEXTS } from '../src/i18n/catalog';
import {
  declaredTexts,
  gzipSize,
  type Manifest,
  sharedRuntime,
  staticClosure,
  textChunkSets,
} from './size-graph';

const dist = resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const KB = 1000;
const budgets = { loginPage: 100 * KB, autoloader: 2 * KB, element: 12 * KB, locale: 6 * KB };

const elementKeys = Object.keys(manifest).filter((key) => /src\/elements\/cine-[a-z-]+\.ts$/.test(key));
const runtime = sharedRuntime(manifest, elementKeys);
const languages = [
  ...new Set(
    Object.keys(manifest).flatMap((key) => key.match(/^src\/i18n\/locales\/([a-z]{2})\//)?.[1] ?? []),
  ),
].sort();

/**
 * The texts an element really fetches in its worst language: core namespaces + those its tag file
 * declares (`texts: [...]`), with a country override. Texts are one chunk per `{lang}/{namespace}`,
 * so "one locale file" of design.md section 8 is this set, per element.
 */
function elementTexts(key: string): { namespaces: string[]; lang: string; size: number } {
  const namespaces = [...CORE_TEXTS, ...declaredTexts(readFileSync(resolve(dist, '..', key), 'utf8'))];
  const sizes = languages.flatMap((lang) =>
    textChunkSets(manifest, lang, namespaces).map((files) => ({ lang, size: gzipSize(dist, files) })),
  );
  const worst = sizes.reduce((a, b) => (b.size > a.size ? b : a), { lang: '-', size: 0 });
  return { namespaces, ...worst };
}

const rows: { name: string; size: number; budget: number }[] = [];
const login = elementKeys.find((key) => key.endsWith('cine-login.ts'));
if (login) {
  const texts = elementTexts(login);
  rows.push({
    name: `page with only <cine-login> (+ ${texts.namespaces.join(', ')} texts, ${texts.lang})`,
    size: gzipSize(dist, staticClosure(manifest, login)) + texts.size,
    budget: budgets.loginPage,
  });
}
rows.push({ name: 'shared runtime (for reference)', size: gzipSize(dist, runtime), budget: Number.NaN });
rows.push({
  name: 'autoloader',
  size: gzipSize(dist, staticClosure(manifest, 'src/autoloader.ts')),
  budget: budgets.autoloader,
});
for (const key of elementKeys.sort()) {
  const own = [...staticClosure(manifest, key)].filter((file) => !runtime.has(file));
  rows.push({
    name: `<${key.slice(13, -3)}> beyond the runtime`,
    size: gzipSize(dist, own),
    budget: budgets.element,
  });
}
for (const key of elementKeys.sort()) {
  const { lang, size } = elementTexts(key);
  rows.push({ name: `<${key.slice(13, -3)}> texts in one language (${lang})`, size, budget: budgets.locale });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} kB`;
const over = rows.filter((row) => row.size > row.budget);
const width = Math.max(...rows.map((row) => row.name.length));
console.log(`${'budget (gzip)'.padEnd(width)}  ${'size'.padStart(10)}  ${'limit'.padStart(10)}`);
for (const row of rows) {
  const flag = row.size > row.budget ? '  OVER' : '';
  const limit = Number.isNaN(row.budget) ? '' : kb(row.budget);
  console.log(`${row.name.padEnd(width)}  ${kb(row.size).padStart(10)}  ${limit.padStart(10)}${flag}`);
}
if (over.length > 0) {
  console.error(`\n${over.length} budget(s) exceeded.`);
  process.exit(1);
}
