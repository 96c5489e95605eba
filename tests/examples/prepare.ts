import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HOSTS, type Host, type HostBuild, prepareHost } from './prepare-hosts';
import { type NextBuild, prepareNext } from './prepare-next';

// Issue 12 point 8: the examples as an integrator gets them: the packed tarball installed into a copy
// of each example folder under .examples/, the React app type-checked and built. The pack test runs
// this and checks the results; the e2e spec serves them from another origin and signs a member in.

export const root = resolve(import.meta.dirname, '../..');
export const EXAMPLES = join(root, '.examples');
export const EXAMPLE_NAMES = ['react-app', 'plain-html', 'webview', ...HOSTS, 'next'] as const;
/** The same React shell without any cine element: what the element's weight is measured against. */
export const BASELINE = 'react-app-baseline';
/** The demo API address the examples name (`npm run demo`); the e2e server rewrites it to its own. */
export const EXAMPLE_API = 'http://localhost:5173/api/';

export interface Prepared {
  tarball: string;
  /** Output of `tsc --noEmit` in the React app (empty when it type-checks). */
  typecheck: string;
  /** Module ids of the React app's bundle. */
  modules: string[];
  /** The Angular, Vue and Svelte apps (issue 32): their checkers' output and their install and build times. */
  hosts: Record<Host, HostBuild>;
  /** The Next.js example (issue 32 point 3): tsc's output, next build's, and their times. */
  next: NextBuild;
}

/** A command's output; its output and error text in the thrown error when it fails. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const npmCli = process.env.npm_execpath;
  const [file, argv] =
    command === 'npm' && npmCli?.endsWith('.js') ? [process.execPath, [npmCli, ...args]] : [command, args];
  try {
    return execFileSync(file, argv, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

const install = (dir: string, packages: string[]) =>
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...packages], dir);

/** True when .examples/ was prepared from the current build (dist/ not newer). */
export function examplesReady(): boolean {
  const stamp = join(EXAMPLES, 'ready.json');
  return existsSync(stamp) && statSync(stamp).mtimeMs > statSync(join(root, 'dist', 'index.js')).mtimeMs;
}

// A copy of an example is its sources: never an install or a build left in the folder.
const sourcesOnly = (source: string) => !/[\\/](node_modules|dist|\.angular|\.next)$/.test(source);

function copyExample(name: string): string {
  const target = join(EXAMPLES, name);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(root, 'examples', name), target, { recursive: true, filter: sourcesOnly });
  return target;
}

/**
 * Issue 22 point 5: pastes the package's ready fragments where an example marks them
 * (`<!-- fragment:ch/fr/cine-login.html -->…<!-- /fragment -->`), as a CMS editor would.
 */
export function pasteFragments(dir: string): void {
  const page = join(dir, 'index.html');
  const fragments = join(dir, 'node_modules', 'cine-account', 'dist', 'fragments');
  const html = readFileSync(page, 'utf8').replace(
    /<!-- fragment:([\w/.-]+) -->[\s\S]*?<!-- \/fragment -->/g,
    (_, file: string) => readFileSync(join(fragments, file), 'utf8').trim(),
  );
  writeFileSync(page, html);
}

/** Packs the package and installs it into a fresh copy of every example; builds the React app. */
export async function prepareExamples(): Promise<Prepared> {
  if (!existsSync(join(root, 'dist', 'index.js'))) throw new Error('dist/ is missing: run `npm run build`');
  mkdirSync(EXAMPLES, { recursive: true });
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', EXAMPLES], root)) as {
    filename: string;
  }[];
  const tarball = join(EXAMPLES, packed?.filename ?? '');

  const app = copyExample('react-app');
  install(app, [tarball]);
  let typecheck = '';
  try {
    run(join(app, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', '.'], app);
  } catch (error) {
    typecheck = (error as Error).message;
  }
  // Records which modules went into the bundle, to count the copies of React.
  writeFileSync(
    join(app, 'vite.count.config.ts'),
    `import { writeFileSync } from 'node:fs';
import { mergeConfig } from 'vite';
import base from './vite.config';
export default mergeConfig(base, {
  base: '/react-app/',
  build: { manifest: true },
  plugins: [{ name: 'list-modules', generateBundle(_: unknown, bundle: Record<string, { type: string; modules?: object }>) {
    const ids = Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? Object.keys(chunk.modules ?? {}) : []));
    writeFileSync('modules.json', JSON.stringify(ids));
  } }],
});
`,
  );
  // Vitest sets NODE_ENV=test, which would give the app React's development build.
  const production = { NODE_ENV: 'production' };
  run(
    join(app, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'vite.count.config.ts'],
    app,
    production,
  );
  const modules = JSON.parse(readFileSync(join(app, 'modules.json'), 'utf8')) as string[];

  const baseline = join(EXAMPLES, BASELINE);
  rmSync(baseline, { recursive: true, force: true });
  cpSync(app, baseline, { recursive: true, filter: sourcesOnly });
  cpSync(join(app, 'node_modules'), join(baseline, 'node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
  });
  writeFileSync(
    join(baseline, 'src', 'app.tsx'),
    `import { useState } from 'react';
export function App() {
  const [user] = useState<string>();
  return <main><h1>Ciné Lac: my account</h1>{user && <p role="status">Signed in as {user}</p>}</main>;
}
`,
  );
  run(
    join(baseline, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'vite.count.config.ts', '--base', `/${BASELINE}/`],
    baseline,
    production,
  );

  for (const name of ['plain-html', 'webview']) {
    const dir = copyExample(name);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `example-${name}`, private: true }));
    install(dir, [tarball]);
    pasteFragments(dir);
  }
  const hosts = Object.fromEntries(
    HOSTS.map((host) => [host, prepareHost(host, copyExample(host), tarball, run)]),
  ) as Record<Host, HostBuild>;
  const next = await prepareNext(copyExample('next'), tarball);
  writeFileSync(join(EXAMPLES, 'ready.json'), JSON.stringify({ tarball }));
  return { tarball, typecheck, modules, hosts, next };
}
