import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Launch flags for every Chromium we start (design.md section 10): no sandbox, no GPU, no network chatter. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** What findChromium looks at; injected so tests never touch the real machine. */
export interface ChromiumProbe {
  env: Record<string, string | undefined>;
  home: string;
  exists(path: string): boolean;
  list(dir: string): string[];
}

/** What ensureChromium may do when no Chromium exists. */
export interface EnsureDeps extends ChromiumProbe {
  isRoot: boolean;
  osRelease: string;
  run(command: string, args: string[]): number;
}

export const nodeProbe = (): ChromiumProbe => ({
  env: process.env,
  home: homedir(),
  exists: existsSync,
  list: (dir) => (existsSync(dir) ? readdirSync(dir) : []),
});

const cacheBinaries = ['chrome-linux/chrome', 'chrome-linux64/chrome'];

/**
 * Debian's `chromium-headless-shell` (same source and version as `chromium`): the browser Playwright
 * itself runs headless tests in; on CI's two cores the e2e suite takes about a third less time in it.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Every place a Chromium may be, best first. An explicit CHROMIUM_PATH is the only candidate. */
export function chromiumCandidates(probe: ChromiumProbe): string[] {
  const explicit = probe.env.CHROMIUM_PATH;
  if (explicit) return [explicit];
  const cache = probe.env.PLAYWRIGHT_BROWSERS_PATH || join(probe.home, '.cache', 'ms-playwright');
  // Newest revision first: chromium-1200 sorts after chromium-999 only numerically.
  const revisions = probe
    .list(cache)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort((a, b) => Number(b.slice(9)) - Number(a.slice(9)));
  const cached = revisions.flatMap((dir) => cacheBinaries.map((bin) => join(cache, dir, bin)));
  return [HEADLESS_SHELL, '/usr/bin/chromium', ...cached];
}

/** The path of a usable Chromium binary, or undefined when this machine has none. */
export function findChromium(probe: ChromiumProbe = nodeProbe()): string | undefined {
  return chromiumCandidates(probe).find((path) => probe.exists(path));
}

/** True on Debian and its derivatives (Ubuntu ...), where the `chromium` package exists. */
export function isDebianLike(osRelease: string): boolean {
  const ids = osRelease
    .split('\n')
    .filter((line) => line.startsWith('ID=') || line.startsWith('ID_LIKE='))
    .join(' ');
  return /\b(debian|ubuntu)\b/.test(ids);
}

/**
 * Finds a Chromium. As root on Debian/Ubuntu it first installs the `chromium-headless-shell` apt
 * package when missing (as Playwright's install-deps does), keeping a Chromium already there if apt
 * fails. Throws an Error with a one-line instruction when there is none.
 */
export function ensureChromium(deps: EnsureDeps): string {
  const found = findChromium(deps);
  if (found === HEADLESS_SHELL || deps.env.CHROMIUM_PATH) {
    if (found) return found;
    throw new Error(`CHROMIUM_PATH=${deps.env.CHROMIUM_PATH} does not exist: fix it or unset it.`);
  }
  if (!deps.isRoot || !isDebianLike(deps.osRelease)) {
    if (found) return found;
    throw new Error(
      'No Chromium found: install it (apt-get install chromium-headless-shell, or npx playwright install chromium) or set CHROMIUM_PATH.',
    );
  }
  const installed =
    deps.run('apt-get', ['update']) === 0 &&
    deps.run('apt-get', ['install', '-y', 'chromium-headless-shell']) === 0 &&
    findChromium(deps);
  if (installed) return installed;
  if (found) return found;
  throw new Error(
    'apt-get install chromium-headless-shell failed: install a Chromium by hand or set CHROMIUM_PATH.',
  );
}

const readOsRelease = (): string => {
  try {
    return readFileSync('/etc/os-release', 'utf8');
  } catch {
    return '';
  }
};

// apt's chatter goes to stderr so stdout carries only the path.
const runToStderr = (command: string, args: string[]): number =>
  spawnSync(command, args, {
    stdio: ['ignore', 2, 2],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status ?? 1;

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;

if (invokedDirectly) {
  try {
    const path = ensureChromium({
      ...nodeProbe(),
      isRoot: process.getuid?.() === 0,
      osRelease: readOsRelease(),
      run: runToStderr,
    });
    console.log(path);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
