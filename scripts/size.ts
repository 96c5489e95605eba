// Size budgets of design.md section 8, over the static import graph of Vite's manifests (size-limit
// cannot express "an element on top of the shared runtime"). Run after `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CORE_TEXTS } from '../src/i18n/texts';
import {
  declaredTexts,
  gzipSize,
  type Manifest,
  sharedRuntime,
  staticClosure,
  textChunkSets,
} from './size-graph';
import { packageSizes } from './size-stack';

const root = resolve(import.meta.dirname, '..');
// The CDN build bundles React: what a page with our tags and nothing else downloads.
const cdn = resolve(root, 'dist/cdn');
const floorDir = resolve(root, 'test-results/size-floor');
const read = (dir: string) =>
  JSON.parse(readFileSync(resolve(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
const manifest = read(cdn);
const KB = 1000;
const budgets = {
  loginPage: 115 * KB,
  ownCode: 15 * KB,
  autoloader: 2 * KB,
  element: 12 * KB,
  namespace: 6 * KB,
};

const elementKeys = Object.keys(manifest)
  .filter((key) => /src\/elements\/cine-[a-z-]+\.ts$/.test(key))
  .sort();
const runtime = sharedRuntime(manifest, elementKeys);
const textKeys = Object.keys(manifest).filter((key) => /^src\/i18n\/locales\/.+\.json$/.test(key));
const languages = [
  ...new Set(textKeys.flatMap((key) => key.match(/locales\/([a-z]{2})\//)?.[1] ?? [])),
].sort();

/** The texts an element fetches in its worst language: core namespaces + those its tag file declares. */
function elementTexts(key: string): { lang: string; size: number } {
  const namespaces = [...CORE_TEXTS, ...declaredTexts(readFileSync(resolve(root, key), 'utf8'))];
  const sizes = languages.flatMap((lang) =>
    textChunkSets(manifest, lang, namespaces).map((files) => ({ lang, size: gzipSize(cdn, files) })),
  );
  return sizes.reduce((a, b) => (b.size > a.size ? b : a), { lang: '-', size: 0 });
}

/** The floor build's `stack` chunk: every runtime dependency `<cine-login>` uses, and nothing of ours. */
function stackFloor(): { size: number; packages: Map<string, number> } {
  const chunks = resolve(floorDir, 'chunks');
  const file = readdirSync(chunks).find((name) => /^stack-.*\.js$/.test(name));
  if (!file) throw new Error('No stack chunk: run `vite build --mode floor` (npm run build does).');
  return { size: gzipSize(chunks, [file]), packages: packageSizes(resolve(chunks, file)) };
}

type Row = { name: string; size: number; budget?: number };
const rows: Row[] = [];
const loginKey = 'src/elements/cine-login.ts';
const texts = elementTexts(loginKey);
const loginPage = gzipSize(cdn, staticClosure(manifest, loginKey)) + texts.size;
const floor = stackFloor();
rows.push({
  name: `page with only <cine-login> (JS + CSS + texts, ${texts.lang})`,
  size: loginPage,
  budget: budgets.loginPage,
});
rows.push({ name: 'stack floor (runtime dependencies alone)', size: floor.size });
rows.push({
  name: 'our own code over the floor (page - floor)',
  size: loginPage - floor.size,
  budget: budgets.ownCode,
});
rows.push({ name: 'shared runtime of every element (reference)', size: gzipSize(cdn, runtime) });
rows.push({
  name: 'autoloader',
  size: gzipSize(cdn, staticClosure(manifest, 'src/autoloader.ts')),
  budget: budgets.autoloader,
});
for (const key of elementKeys) {
  const own = [...staticClosure(manifest, key)].filter((file) => !runtime.has(file));
  rows.push({
    name: `<${key.slice(13, -3)}> beyond the shared runtime`,
    size: gzipSize(cdn, own),
    budget: budgets.element,
  });
}
// design.md section 8: one namespace file in one language, at most 6 KB.
const namespaceFiles = textKeys.map((key) => ({ key, size: gzipSize(cdn, [manifest[key]?.file as string]) }));
const largest = namespaceFiles.reduce((a, b) => (b.size > a.size ? b : a), { key: '-', size: 0 });
rows.push({
  name: `largest text namespace file (${largest.key.slice('src/i18n/locales/'.length)})`,
  size: largest.size,
  budget: budgets.namespace,
});

const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} kB`;
const width = Math.max(...rows.map((row) => row.name.length));
console.log(`${'budget (gzip)'.padEnd(width)}  ${'size'.padStart(10)}  ${'limit'.padStart(10)}`);
for (const row of rows) {
  const flag = row.budget !== undefined && row.size > row.budget ? '  OVER' : '';
  const limit = row.budget === undefined ? '' : kb(row.budget);
  console.log(`${row.name.padEnd(width)}  ${kb(row.size).padStart(10)}  ${limit.padStart(10)}${flag}`);
}
console.log('\nstack floor by package (each gzipped alone, for the README table):');
for (const [pkg, size] of [...floor.packages].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${pkg.padEnd(32)} ${kb(size).padStart(10)}`);
}
const over = rows.filter((row) => row.budget !== undefined && row.size > row.budget);
if (over.length > 0) {
  console.error(`\n${over.length} budget(s) exceeded.`);
  process.exit(1);
}
