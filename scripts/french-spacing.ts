/**
 * Applies the French typography rule (src/i18n/french-spacing.ts) to every French text file:
 * `locales/fr/*.json` and the French country overrides. Run after editing French texts; the unit
 * test french-spacing.test.ts fails until it has run.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { frenchTree } from '../src/i18n/french-spacing';

const locales = resolve(import.meta.dirname, '../src/i18n/locales');
const files = [
  ...readdirSync(join(locales, 'fr')).map((name) => join(locales, 'fr', name)),
  ...readdirSync(join(locales, 'overrides'))
    .filter((name) => name.startsWith('fr_'))
    .map((name) => join(locales, 'overrides', name)),
];
let changed = 0;
for (const file of files) {
  const before = readFileSync(file, 'utf8');
  const after = `${JSON.stringify(frenchTree(JSON.parse(before)), null, 2)}\n`;
  // A file already right keeps its own layout (the overrides are written compactly).
  if (JSON.stringify(JSON.parse(after)) === JSON.stringify(JSON.parse(before))) continue;
  writeFileSync(file, after);
  changed += 1;
}
console.log(`[texts:french] ${changed} of ${files.length} French files rewritten`);
