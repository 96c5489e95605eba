import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// design.md section 2: the one-way flow only holds if these imports never appear.
const root = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    // Tests may reach past a layer to fake it (vi.mock of api/); the rules are for shipped code.
    return /\.(ts|tsx|mts)$/.test(entry.name) && !/\.(d|test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Import = { file: string; target: string };

const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative imports of one file's text, as repository paths (`src/api/http`). */
function importsIn(file: string, text: string): Import[] {
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? '';
    if (!specifier.startsWith('.')) return [];
    const target = relative(root, resolve(root, dirname(file), specifier)).replaceAll('\\', '/');
    return [{ file, target }];
  });
}

const importsOf = (dir: string) =>
  sourceFiles(dir).flatMap((file) => importsIn(file, readFileSync(join(root, file), 'utf8')));

const inside = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`);
const breaking = (imports: Import[], bad: (i: Import) => boolean) =>
  imports.filter(bad).map((i) => `${i.file} -> ${i.target}`);

describe('layer rules (design.md section 2)', () => {
  it('sees every form of import', () => {
    const text = [
      "import { a,\n  b } from '../api/http';",
      "import type { C } from '../elements/define-island';",
      "export { d } from './local';",
      "import '../host/effects';",
      "const e = await import('../router/app');",
      "import { z } from 'zod/mini';",
    ].join('\n');
    expect(importsIn('src/stores/x.ts', text).map((i) => i.target)).toEqual([
      'src/api/http',
      'src/elements/define-island',
      'src/stores/local',
      'src/host/effects',
      'src/router/app',
    ]);
    expect(importsOf('src/stores').some((i) => inside(i.target, 'src/api'))).toBe(true);
  });

  it('api/ imports nothing from the rest of the product', () => {
    const bad = breaking(
      importsOf('src/api'),
      (i) => inside(i.target, 'src') && !inside(i.target, 'src/api'),
    );
    expect(bad).toEqual([]);
  });

  it('stores/ never import screens, elements, the router or host effects', () => {
    const banned = ['src/screens', 'src/elements', 'src/router', 'src/host/effects'];
    const bad = breaking(importsOf('src/stores'), (i) => banned.some((folder) => inside(i.target, folder)));
    expect(bad).toEqual([]);
  });

  it('screens/ and ui/ never import api/ or elements/', () => {
    const imports = [...importsOf('src/screens'), ...importsOf('src/ui')];
    const bad = breaking(imports, (i) => inside(i.target, 'src/api') || inside(i.target, 'src/elements'));
    expect(bad).toEqual([]);
  });

  it('demo/api/ imports only src/api/contract/ from the product', () => {
    const bad = breaking(
      importsOf('demo/api'),
      (i) => inside(i.target, 'src') && !inside(i.target, 'src/api/contract'),
    );
    expect(bad).toEqual([]);
  });
});
