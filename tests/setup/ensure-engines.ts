import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { isDebianLike } from './ensure-chromium';

/** Debian's Firefox ESR, driven over WebDriver BiDi (no geckodriver needed). */
export const FIREFOX = '/usr/bin/firefox-esr';
/** Debian's WebDriver server for WebKitGTK (package `webkit2gtk-driver`). */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
/** WebKitGTK's MiniBrowser, which WebKitWebDriver starts with `--automation` (same package). */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The X server MiniBrowser needs (it has no headless mode), started by `xvfb-run -a`. */
export const XVFB_RUN = '/usr/bin/xvfb-run';

/** What each engine needs on disk and the apt package that brings it. */
export const ENGINE_PACKAGES: { files: string[]; pkg: string }[] = [
  { files: [FIREFOX], pkg: 'firefox-esr' },
  { files: [WEBKIT_DRIVER, MINIBROWSER], pkg: 'webkit2gtk-driver' },
  { files: [XVFB_RUN], pkg: 'xvfb' },
];

export interface EngineDeps {
  exists(path: string): boolean;
  isRoot: boolean;
  osRelease: string;
  run(command: string, args: string[]): number;
}

/** The apt packages whose files are missing. */
export const missingPackages = (exists: (path: string) => boolean): string[] =>
  ENGINE_PACKAGES.filter(({ files }) => !files.every(exists)).map(({ pkg }) => pkg);

/**
 * Makes Firefox ESR, WebKitWebDriver + MiniBrowser and xvfb-run present: as root on Debian/Ubuntu it
 * installs the missing apt packages. Throws one line naming what is still missing (never a silent skip).
 */
export function ensureEngines(deps: EngineDeps): void {
  let missing = missingPackages(deps.exists);
  if (missing.length === 0) return;
  if (deps.isRoot && isDebianLike(deps.osRelease)) {
    const installed =
      deps.run('apt-get', ['update']) === 0 && deps.run('apt-get', ['install', '-y', ...missing]) === 0;
    missing = missingPackages(deps.exists);
    if (installed && missing.length === 0) return;
  }
  throw new Error(
    `Cross-engine suite: missing ${missing.join(', ')}; install with: apt-get install -y ${missing.join(' ')}`,
  );
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;

if (invokedDirectly) {
  try {
    ensureEngines({
      exists: existsSync,
      isRoot: process.getuid?.() === 0,
      osRelease: existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '',
      // apt's chatter goes to stderr.
      run: (command, args) =>
        spawnSync(command, args, {
          stdio: ['ignore', 2, 2],
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        }).status ?? 1,
    });
    console.log('engines: firefox-esr, webkit2gtk-driver, xvfb present');
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
