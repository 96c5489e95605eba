import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

// `./x` may be `x.ts`, `x.tsx` or `x/index.ts`; a `?inline` CSS import is the file itself.
function resolveFile(path: string): string {
  const bare = path.replace(/\?.*$/, '');
  const isFile = (candidate: string) =>
    existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile();
  return ['', '.ts', '.tsx', '/index.ts'].map((ext) => bare + ext).find(isFile) ?? bare;
}

/** The relative imports of one file's text, as repository paths (`src/api/http.ts`). */
function importsIn(file: string, text: string): Import[] {
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? '';
    if (!specifier.startsWith('.')) return [];
    const path = relative(root, resolve(root, dirname(file), specifier)).replaceAll('\\', '/');
    return [{ file, target: resolveFile(path) }];
  });
}

const importsOf = (dir: string) =>
  sourceFiles(dir).flatMap((file) => importsIn(file, readFileSync(join(root, file), 'utf8')));

/** `src/stores/config.ts` -> `stores`; files directly in src/ are the package entries, `(root)`. */
const folderOf = (path: string): string => {
  const [top = '', folder = '', file] = path.split('/');
  return top !== 'src' ? top : file !== undefined ? folder : '(root)';
};
const inside = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`);
const breaking = (imports: Import[], bad: (i: Import) => boolean) =>
  imports.filter(bad).map((i) => `${i.file} -> ${i.target}`);

/** Every cycle (as `a -> b -> a`) of a directed graph given by its edges; Tarjan's strongly connected components. */
function cycles(edges: readonly (readonly [string, string])[]): string[] {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) if (from !== to) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) visit(to);
      if (stack.includes(to)) low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1) found.push([...component, component[0]].join(' -> '));
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

const product = importsOf('src');
const layerRules: [string, (i: Import) => boolean][] = [
  [
    'platform/ imports nothing from other src/ folders',
    (i) => inside(i.file, 'src/platform') && inside(i.target, 'src') && !inside(i.target, 'src/platform'),
  ],
  [
    'api/ imports only api/ and platform/',
    (i) =>
      inside(i.file, 'src/api') &&
      inside(i.target, 'src') &&
      !inside(i.target, 'src/api') &&
      !inside(i.target, 'src/platform'),
  ],
  [
    'host/ is imported only by elements/ and router/',
    (i) => inside(i.target, 'src/host') && !['host', 'elements', 'router'].includes(folderOf(i.file)),
  ],
  [
    'stores/ never import screens/, elements/ or router/',
    (i) => inside(i.file, 'src/stores') && ['screens', 'elements', 'router'].includes(folderOf(i.target)),
  ],
  [
    'screens/ and ui/ never import api/, elements/, host/ or router/',
    (i) =>
      ['screens', 'ui'].includes(folderOf(i.file)) &&
      ['api', 'elements', 'host', 'router'].includes(folderOf(i.target)),
  ],
  [
    'ui/ imports only platform/, i18n/ and styles/',
    (i) =>
      inside(i.file, 'src/ui') &&
      inside(i.target, 'src') &&
      !['ui', 'platform', 'i18n', 'styles'].includes(folderOf(i.target)),
  ],
];

describe('layer rules (design.md section 2)', () => {
  it('sees every form of import, resolved to files', () => {
    const text = [
      "import { a,\n  b } from '../api/http';",
      "import type { C } from '../elements/define-island';",
      "export { d } from './local';",
      "import '../host/effects';",
      "const e = await import('../router/account-app');",
      "import css from '../screens/login/login.css?inline';",
      "import { z } from 'zod/mini';",
    ].join('\n');
    expect(importsIn('src/stores/x.ts', text).map((i) => i.target)).toEqual([
      'src/api/http.ts',
      'src/elements/define-island.tsx',
      'src/stores/local',
      'src/host/effects.ts',
      'src/router/account-app.tsx',
      'src/screens/login/login.css',
    ]);
    expect(product.some((i) => inside(i.file, 'src/stores') && inside(i.target, 'src/api'))).toBe(true);
  });

  it.each(layerRules)('%s', (_name, bad) => {
    expect(breaking(product, bad)).toEqual([]);
  });

  it('each rule catches the import it forbids', () => {
    const tries: Import[] = [
      { file: 'src/platform/cookies.ts', target: 'src/stores/config.ts' },
      { file: 'src/api/http.ts', target: 'src/i18n/index.ts' },
      { file: 'src/stores/session.ts', target: 'src/host/effects.ts' },
      { file: 'src/stores/session.ts', target: 'src/router/guards.ts' },
      { file: 'src/screens/login/login-links.tsx', target: 'src/router/routes.ts' },
      { file: 'src/ui/field.tsx', target: 'src/stores/settings.ts' },
    ];
    for (const [index, [, bad]] of layerRules.entries()) expect(bad(tries[index] as Import)).toBe(true);
  });

  it('demo/api/ imports only src/api/contract/ from the product', () => {
    const bad = breaking(
      importsOf('demo/api'),
      (i) => inside(i.target, 'src') && !inside(i.target, 'src/api/contract'),
    );
    expect(bad).toEqual([]);
  });

  it('finds cycles, and only cycles', () => {
    expect(
      cycles([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ]),
    ).toEqual(['a -> b -> c -> a']);
    expect(
      cycles([
        ['a', 'b'],
        ['a', 'c'],
        ['b', 'c'],
      ]),
    ).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(cycles(product.map((i) => [i.file, i.target]))).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    const between = product
      .filter((i) => inside(i.target, 'src'))
      .map((i) => [folderOf(i.file), folderOf(i.target)] as const);
    expect(cycles(between)).toEqual([]);
  });
});
