// Installs the dependencies before `npm run demo`, `npm test` and `npm run dev` (their pre-scripts), so
// both README commands work on a fresh clone. Plain Node, no dependencies: it runs before node_modules
// exists. `--dry-run` says what it would do and does nothing.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * What to do, from what is on disk. `lockMtimeMs`: package-lock.json (undefined when absent);
 * `installedMtimeMs`: node_modules/.package-lock.json, which npm writes after every install, just after
 * package-lock.json (undefined when absent).
 * @param {{ nodeModules: boolean, lockMtimeMs?: number | undefined, installedMtimeMs?: number | undefined }} state
 * @returns {{ action: 'none' | 'ci' | 'install', reason: string }}
 */
export function decideInstall(state) {
  const hasLock = state.lockMtimeMs !== undefined;
  if (!state.nodeModules) {
    // `npm ci` needs a lock file; without one `npm install` is the only way.
    return hasLock
      ? { action: 'ci', reason: 'node_modules is missing' }
      : { action: 'install', reason: 'node_modules and package-lock.json are missing' };
  }
  if (!hasLock) return { action: 'none', reason: 'no package-lock.json to compare node_modules with' };
  if (state.installedMtimeMs === undefined) {
    return { action: 'ci', reason: 'node_modules has no .package-lock.json (incomplete install)' };
  }
  if ((state.lockMtimeMs ?? 0) > state.installedMtimeMs) {
    return { action: 'ci', reason: 'package-lock.json is newer than node_modules' };
  }
  return { action: 'none', reason: 'node_modules is up to date with package-lock.json' };
}

/** @param {string} path */
const mtimeMs = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
};

/**
 * Reads the state of a project folder for decideInstall.
 * @param {string} root
 */
export function readState(root) {
  return {
    nodeModules: mtimeMs(join(root, 'node_modules')) !== undefined,
    lockMtimeMs: mtimeMs(join(root, 'package-lock.json')),
    installedMtimeMs: mtimeMs(join(root, 'node_modules', '.package-lock.json')),
  };
}

/**
 * Runs npm with the given arguments in root; the npm that runs this script when there is one.
 * @param {string} root
 * @param {string[]} args
 * @returns {number}
 */
function npm(root, args) {
  const cli = process.env.npm_execpath;
  const [command, argv] = cli && /\.c?js$/.test(cli) ? [process.execPath, [cli, ...args]] : ['npm', args];
  const result = spawnSync(command, argv, {
    cwd: root,
    stdio: 'inherit',
    shell: command === 'npm' && process.platform === 'win32',
  });
  return result.status ?? 1;
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dryRun = process.argv.includes('--dry-run');
  const { action, reason } = decideInstall(readState(root));
  if (action === 'none') {
    console.log(`ensure-deps: ${reason}: nothing to install.`);
    return;
  }
  const args = [action, '--no-audit', '--no-fund'];
  if (dryRun) {
    console.log(`ensure-deps: ${reason}: would run npm ${args.join(' ')} (dry run).`);
    return;
  }
  console.log(`ensure-deps: ${reason}: running npm ${args.join(' ')}.`);
  const status = npm(root, args);
  if (status !== 0) {
    console.error(`ensure-deps: npm ${action} failed (exit code ${status}).`);
    process.exit(status);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
