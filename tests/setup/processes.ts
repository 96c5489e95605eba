import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** A Node process from the repository's root, with `env` over this one's. */
export function startNode(
  args: string[],
  env: Record<string, string>,
  stdio: StdioOptions = 'ignore',
): ChildProcess {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio });
}

/** Resolves once `url` answers at all (any status), or throws when `child` exits or after `ms`. */
export async function untilAnswering(
  url: string,
  child: ChildProcess,
  options: { headers?: Record<string, string>; ms?: number } = {},
): Promise<void> {
  const ms = options.ms ?? 60_000;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      await fetch(url, { headers: options.headers, signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}
