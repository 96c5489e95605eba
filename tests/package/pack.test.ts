import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../examples/commands';

// Every import path the README shows works from the packed tarball installed in a fresh
// project: it resolves through the package's `exports` to a file that exists, and a TypeScript consumer
// importing it type-checks. Needs `dist/` (`npm run build`) and the npm registry.

const root = fileURLToPath(new URL('../../', import.meta.url));
// The README and the integrator's guide it maps (docs/embedding.md, docs/host-*.md): what an integrator copies.
const guide = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => /^(embedding|host-.+)\.md$/.test(name))
    .map((name) => `docs/${name}`),
];
const readme = guide.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');

/** Every `import … 'cine-account…'` (static, side-effect or dynamic) anywhere in the README. */
function importPaths(markdown: string): string[] {
  const found = [
    ...markdown.matchAll(/\bimport\s+(?:[\w*{}\s,$]+?\s+from\s+)?['"](cine-account(?:\/[^'"\s]*)?)['"]/g),
    ...markdown.matchAll(/\bimport\(\s*['"](cine-account(?:\/[^'"\s]*)?)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(found)].sort();
}

/** Files of the package the README names by path (`dist/elements/cine-login.js`, the CDN URL …). */
const distFiles = [
  ...new Set([...readme.matchAll(/\bdist\/[\w./-]+\.js\b/g)].map((match) => match[0])),
].sort();

/** `cine-account/login` for every `<cine-login>` tag the README shows: "one element" per import. */
const elementPaths = [
  ...new Set([...readme.matchAll(/<cine-([a-z-]+)[\s>]/g)].map((m) => `cine-account/${m[1]}`)),
].sort();

let dir = '';
let project = '';
let shipped: string[] = [];

/** npm with its chatter captured; the npm that runs `npm run test:pack` when there is one. */
const npm = (args: string[], cwd: string): string => run('npm', args, cwd);

/** What Node's resolver makes of each specifier from inside the fresh project (exports map applied). */
function resolveAll(
  specifiers: string[],
): Record<string, { file?: string; exists: boolean; error?: string }> {
  const script = `
    import { existsSync } from 'node:fs';
    import { fileURLToPath } from 'node:url';
    const out = {};
    for (const specifier of JSON.parse(process.argv[1])) {
      try {
        const file = fileURLToPath(import.meta.resolve(specifier));
        out[specifier] = { file, exists: existsSync(file) };
      } catch (error) {
        out[specifier] = { exists: false, error: error.code ?? error.message };
      }
    }
    console.log(JSON.stringify(out));`;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(specifiers)],
    { cwd: project, encoding: 'utf8' },
  );
  return JSON.parse(output);
}

/** `tsc --noEmit` of a consumer file importing every path; the error lines, empty when it type-checks. */
function typecheck(specifiers: string[], skipLibCheck: boolean): string[] {
  const lines = specifiers.flatMap((specifier, i) => [
    `import * as m${i} from '${specifier}';`,
    `export { m${i} };`,
  ]);
  // What an integrator writes once the element is registered: the tag and event maps are typed.
  lines.push(
    "const login = document.createElement('cine-login');",
    "login.returnUrl = '/';",
    "document.addEventListener('cine-logged-in', (event) => console.log(event.detail.user?.email));",
  );
  writeFileSync(join(project, 'consumer.ts'), `${lines.join('\n')}\n`);
  const compilerOptions = {
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    lib: ['dom', 'es2022'],
    types: [],
    strict: true,
    noEmit: true,
    noUncheckedSideEffectImports: true,
    skipLibCheck,
  };
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['consumer.ts'] }));
  try {
    execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], {
      cwd: project,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return [];
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return `${stdout ?? ''}${stderr ?? ''}`.split('\n').filter((line) => /error TS\d+/.test(line));
  }
}

const documented = importPaths(readme);
const figures: string[] = [];

beforeAll(() => {
  if (!existsSync(join(root, 'dist', 'index.js'))) {
    throw new Error('dist/ is missing: run `npm run build` before `npm run test:pack` (`npm test` does).');
  }
  if (!existsSync(join(root, 'dist', 'types', 'index.d.ts'))) {
    throw new Error('dist/types/ is missing: `npm run build` did not finish (its tsc step emits the types).');
  }
  dir = mkdtempSync(join(tmpdir(), 'cine-pack-'));
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', dir], root)) as {
    filename: string;
    entryCount: number;
    size: number;
    files: { path: string }[];
  }[];
  if (!packed) throw new Error('npm pack made no tarball');
  shipped = packed.files.map((file) => file.path);
  figures.push(
    `tarball ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} KB`,
  );
  project = join(dir, 'consumer');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
  );
  npm(
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      `../${packed.filename}`,
      'react@19',
      'react-dom@19',
    ],
    project,
  );
});

afterAll(() => {
  if (figures.length) console.log(`pack test\n  ${figures.join('\n  ')}`);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a publishable package', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;

  it('is MIT, not private, and says where it lives', () => {
    expect(manifest.license).toBe('MIT');
    expect(manifest.private).toBeUndefined();
    for (const field of ['repository', 'homepage', 'bugs', 'keywords', 'engines'])
      expect(manifest[field]).toBeTruthy();
    expect(Array.isArray(manifest.sideEffects)).toBe(true);
  });

  it('ships the builds, types, README and license, and no tests, stories, fixtures or test helpers', () => {
    expect(shipped).toEqual(
      expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/index.js']),
    );
    expect(shipped.some((path) => path.startsWith('dist/types/'))).toBe(true);
    const outside = shipped.filter((path) => !/^(dist\/|LICENSE$|README\.md$|package\.json$)/.test(path));
    expect(outside).toEqual([]);
    const helpers = shipped.filter((path) =>
      /(\.test\.|\.stories\.|fixture|test-setup|test-fetch|\/tests?\/)/.test(path),
    );
    expect(helpers).toEqual([]);
  });
});

describe('the packed tarball in a fresh project', () => {
  it('finds the import paths the README documents', () => {
    expect(importPaths("import 'cine-account/login'; import { x } from 'cine-account';")).toEqual([
      'cine-account',
      'cine-account/login',
    ]);
    expect(documented).toEqual(expect.arrayContaining(['cine-account', 'cine-account/autoloader']));
  });

  it('resolves every README import path through the exports map to a file in the package', () => {
    const resolved = resolveAll(documented);
    const failed = documented.filter((specifier) => !resolved[specifier]?.exists);
    figures.push(
      `README import paths: ${documented.length} tried, ${documented.length - failed.length} resolved, ${failed.length} failed (${documented.join(', ')})`,
    );
    for (const specifier of failed)
      figures.push(`  FAILED ${specifier}: ${JSON.stringify(resolved[specifier])}`);
    expect(failed).toEqual([]);
    // The `./*` pattern maps any name: only the file's existence tells a documented path from a typo.
    expect(resolveAll(['cine-account/no-such-element'])['cine-account/no-such-element']?.exists).toBe(false);
  });

  it('has an import path for every element the README shows (`import "cine-account/<name>"`)', () => {
    const resolved = resolveAll(elementPaths);
    const failed = elementPaths.filter((specifier) => !resolved[specifier]?.exists);
    figures.push(
      `element import paths: ${elementPaths.length} tried, ${elementPaths.length - failed.length} resolved, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`,
    );
    expect(failed).toEqual([]);
  });

  it('ships every dist/ file the README names', () => {
    const missing = distFiles.filter(
      (file) => !existsSync(join(project, 'node_modules', 'cine-account', file)),
    );
    figures.push(
      `README dist/ files: ${distFiles.length} named, ${missing.length} missing (${distFiles.join(', ')})`,
    );
    expect(missing).toEqual([]);
  });

  it('renders <cine-login> in Node with cine-account/server, and ships its sheets, the reserve and the fragments', () => {
    const script = `
      import { renderToHtml, styleFiles } from 'cine-account/server';
      const html = await renderToHtml('cine-login', { lang: 'de', country: 'CH' });
      console.log(JSON.stringify({ html, styles: styleFiles().map((file) => file.name) }));
      process.exit(0);`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: project,
      encoding: 'utf8',
    });
    const { html, styles } = JSON.parse(output) as { html: string; styles: string[] };
    const installed = join(project, 'node_modules', 'cine-account', 'dist');
    const fragment = join(installed, 'fragments', 'ch', 'fr', 'cine-login.html');
    figures.push(
      `renderToHtml('cine-login') in Node: ${html.length} characters, ${styles.length} sheets in dist/styles/`,
    );
    expect(html).toMatch(/^<cine-login lang="de" country="CH"[^>]*><template shadowrootmode="open">/);
    expect(html).toContain('Anmelden');
    for (const name of styles) expect(existsSync(join(installed, 'styles', name))).toBe(true);
    expect(existsSync(join(installed, 'cdn', 'cine-reserve.css'))).toBe(true);
    expect(readFileSync(fragment, 'utf8')).toContain(
      'href="https://cdn.jsdelivr.net/npm/cine-account@0.1.0/dist/styles/cine-shared.',
    );
  });

  it('type-checks a TypeScript consumer importing every README path', () => {
    // cine-account/angular is for Angular apps alone (@angular/core, an optional peer, is not in this
    // consumer): the Angular example type-checks it with ngc (tests/examples/prepare-hosts.ts).
    const paths = [...new Set([...documented, ...elementPaths])].filter(
      (path) => path !== 'cine-account/angular',
    );
    // skipLibCheck, as most projects (and Vite's templates) set it: the consumer's own code is checked.
    const consumer = typecheck(paths, true);
    figures.push(`type-check of ${paths.length} paths (skipLibCheck): ${consumer.length} errors`);
    expect(consumer).toEqual([]);
    // The package's own declarations too. They use React's types (JSX tags), so without @types/react a
    // consumer with skipLibCheck off gets errors: printed for the record, asserted once it is installed.
    const strictNoReactTypes = typecheck(paths, false);
    figures.push(
      `type-check without skipLibCheck and without @types/react: ${strictNoReactTypes.length} errors${strictNoReactTypes.length ? `\n    ${strictNoReactTypes.join('\n    ')}` : ''}`,
    );
    npm(
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '@types/react@19', '@types/react-dom@19'],
      project,
    );
    const strict = typecheck(paths, false);
    figures.push(`type-check without skipLibCheck, with @types/react: ${strict.length} errors`);
    expect(strict).toEqual([]);
  });
});
