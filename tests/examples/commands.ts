import { execFile, execFileSync } from 'node:child_process';
import { cpus } from 'node:os';

// The commands the examples' preparation runs: installs side by side (they wait on the registry and
// the disk), builds and checks at most one per core (they wait on the CPU).

function resolveCommand(command: string, args: string[]): [string, string[]] {
  const npmCli = process.env.npm_execpath;
  return command === 'npm' && npmCli?.endsWith('.js')
    ? [process.execPath, [npmCli, ...args]]
    : [command, args];
}

// A variable set to undefined is left out (not passed as the text "undefined").
const withEnv = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined));

const failure = (command: string, args: string[], cwd: string, stdout = '', stderr = '') =>
  new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}${stderr}`);

/** A command's output; its output and error text in the thrown error when it fails. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const [file, argv] = resolveCommand(command, args);
  try {
    return execFileSync(file, argv, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: withEnv(env),
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw failure(command, args, cwd, stdout, stderr);
  }
}

/** `run`, without blocking the others. */
export function runAsync(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  /** Its error output too (a build's warnings). */
  withStderr = false,
): Promise<string> {
  const [file, argv] = resolveCommand(command, args);
  return new Promise((resolve, reject) => {
    execFile(
      file,
      argv,
      { cwd, encoding: 'utf8', env: withEnv(env), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error
          ? reject(failure(command, args, cwd, stdout, stderr))
          : resolve(withStderr ? stdout + stderr : stdout),
    );
  });
}

/** `runAsync` that waits for a free core first: builds and type checks. */
export const runBusy: typeof runAsync = (...args) => cpuSlot(() => runAsync(...args));

const slots = { free: Math.max(1, Math.min(2, cpus().length)), waiting: [] as (() => void)[] };

async function cpuSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.free > 0) slots.free -= 1;
  else await new Promise<void>((resolve) => slots.waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free += 1;
  }
}

/** Installs packages (the tarball) into an example; never waits for a core. */
export const installInto = (dir: string, packages: string[]) =>
  runAsync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...packages], dir);

/** The result and the seconds it took, to a tenth. */
export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, Math.round((performance.now() - start) / 100) / 10];
}
