import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { installInto, run } from './commands';
import { type AstroBuild, prepareAstro } from './prepare-astro';
import { HOSTS, type Host, type HostBuild, prepareHost } from './prepare-hosts';
import { type NextBuild, prepareNext } from './prepare-next';
import { prepareReactApp } from './prepare-react';

// The examples as an integrator gets them: the packed tarball installed into a copy
// of each example folder under .examples/, the React app type-checked and built. The pack test runs
// this and checks the results; the e2e spec serves them from another origin and signs a member in.

export const root = resolve(import.meta.dirname, '../..');
export const EXAMPLES = join(root, '.examples');
export const EXAMPLE_NAMES = ['react-app', 'plain-html', 'webview', ...HOSTS, 'next', 'astro'] as const;
/** The same React shell without any cine element: what the element's weight is measured against. */
export const BASELINE = 'react-app-baseline';
/** The demo API address the examples name (`npm run demo`); the e2e server rewrites it to its own. */
export const EXAMPLE_API = 'http://localhost:5173/api/';
/** The account site an example names (its links and landing); rewritten the same way. */
export const EXAMPLE_ACCOUNT_URL = 'http://ch.localhost:5173/';

export interface Prepared {
  tarball: string;
  /** Output of `tsc --noEmit` in the React app (empty when it type-checks). */
  typecheck: string;
  /** Module ids of the React app's bundle. */
  modules: string[];
  /** The Angular, Vue and Svelte apps: their checkers' output and their install and build times. */
  hosts: Record<Host, HostBuild>;
  /** The Astro example: `astro check`'s output and its step times, both outputs built. */
  astro: AstroBuild;
  /** The Next.js example: tsc's output, next build's, and their times. */
  next: NextBuild;
}

/** Written last, with what the preparation found (`Prepared`). */
const READY = join(EXAMPLES, 'ready.json');

/** True when .examples/ was prepared from the current build (dist/ not newer). */
export function examplesReady(): boolean {
  return existsSync(READY) && statSync(READY).mtimeMs > statSync(join(root, 'dist', 'index.js')).mtimeMs;
}

// A copy of an example is its sources: never an install or a build left in the folder.
const sourcesOnly = (source: string) =>
  !/[\\/](node_modules|dist|dist-server|\.angular|\.astro|\.next)$/.test(source);

function copyExample(name: string): string {
  const target = join(EXAMPLES, name);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(root, 'examples', name), target, { recursive: true, filter: sourcesOnly });
  return target;
}

/**
 * Pastes the package's ready fragments where an example marks them
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

/** Packs the package and installs it into a fresh copy of every example, side by side; builds the apps. */
export async function prepareExamples(): Promise<Prepared> {
  if (!existsSync(join(root, 'dist', 'index.js'))) throw new Error('dist/ is missing: run `npm run build`');
  mkdirSync(EXAMPLES, { recursive: true });
  rmSync(READY, { force: true });
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', EXAMPLES], root)) as {
    filename: string;
  }[];
  const tarball = join(EXAMPLES, packed?.filename ?? '');

  const react = prepareReactApp(
    copyExample('react-app'),
    join(EXAMPLES, BASELINE),
    BASELINE,
    tarball,
    sourcesOnly,
  );
  const pages = ['plain-html', 'webview'].map(async (name) => {
    const dir = copyExample(name);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `example-${name}`, private: true }));
    await installInto(dir, [tarball]);
    pasteFragments(dir);
  });
  const hosts = HOSTS.map(
    async (host) => [host, await prepareHost(host, copyExample(host), tarball)] as const,
  );
  const astro = prepareAstro(copyExample('astro'), tarball);
  const next = prepareNext(copyExample('next'), tarball);
  const [{ typecheck, modules }, , built, astroBuild, nextBuild] = await Promise.all([
    react,
    Promise.all(pages),
    Promise.all(hosts),
    astro,
    next,
  ]);
  const prepared: Prepared = {
    tarball,
    typecheck,
    modules,
    hosts: Object.fromEntries(built) as Record<Host, HostBuild>,
    astro: astroBuild,
    next: nextBuild,
  };
  writeFileSync(READY, JSON.stringify(prepared));
  return prepared;
}

/** What the last preparation found, when it was made from the current build; else a fresh one. */
export async function preparedExamples(): Promise<Prepared> {
  return examplesReady() ? (JSON.parse(readFileSync(READY, 'utf8')) as Prepared) : prepareExamples();
}
