// index.ts registers the tags through import.meta.glob, which declaration emit cannot follow: this
// prepends a reference (triple-slash directives only count at the top of a file) per tag file so `import 'cine-account'` also brings the tag typings (JSX included).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const types = resolve(import.meta.dirname, '../dist/types');
const index = resolve(types, 'index.d.ts');
const tags = readdirSync(resolve(types, 'elements')).filter((file) => /^cine-[a-z-]+\.d\.ts$/.test(file));
const present = readFileSync(index, 'utf8');
const lines = tags
  .map((file) => `/// <reference path="./elements/${file}" />`)
  .filter((line) => !present.includes(line));
if (lines.length > 0) writeFileSync(index, `${lines.join('\n')}\n${present}`);
console.log(`dist/types/index.d.ts references ${tags.length} tag files`);
