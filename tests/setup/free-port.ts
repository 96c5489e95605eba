import { execFileSync } from 'node:child_process';

// Runs in a child Node so the answer is synchronous (playwright.config.ts needs it at load). It prints
// strings: a number printed where FORCE_COLOR is set (Playwright's workers) comes wrapped in colour codes. A port is
// free when it can be bound on 127.0.0.1 and on ::1 (where there is IPv6), as demo/server/serve.ts does.
const probe = `
const net = require('node:net');
const bind = (port, host) => new Promise((resolve) => {
  const server = net.createServer();
  server.once('error', (error) => resolve({ ok: ['EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes(error.code) && host === '::1', port }));
  server.listen({ port, host, exclusive: true }, () => {
    const bound = server.address().port;
    server.close(() => resolve({ ok: true, port: bound }));
  });
});
const free = async (port) => (await bind(port, '127.0.0.1')).ok && (await bind(port, '::1')).ok;
(async () => {
  const preferred = Number(process.argv[1]);
  if (preferred && (await free(preferred))) return console.log(String(preferred));
  for (let attempt = 0; attempt < 20; attempt++) {
    const { ok, port } = await bind(0, '127.0.0.1');
    if (ok && (await free(port))) return console.log(String(port));
  }
  process.exit(1);
})();
`;

/** `preferred` when nothing listens on it, else a port the OS reports free. Synchronous. */
export function pickPort(preferred: number): number {
  const output = execFileSync(process.execPath, ['-e', probe, String(preferred)], { encoding: 'utf8' });
  const port = Number(output.trim());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no free port found (probe said "${output}")`);
  return port;
}

/**
 * The port in `env[key]` when set; else `preferred` or a free port, written back to `env[key]` so that
 * child processes (Playwright's workers inherit the environment) agree on it without probing again.
 */
export function portFromEnv(env: Record<string, string | undefined>, key: string, preferred: number): number {
  const fixed = Number(env[key]);
  if (Number.isInteger(fixed) && fixed > 0) return fixed;
  const port = pickPort(preferred);
  env[key] = String(port);
  return port;
}

/**
 * Starts something on a free port, taking another when the port is gone before it binds (another
 * process, or the same one: the OS may hand out a port it just reported twice).
 */
export async function onFreePort<T>(
  start: (port: number) => Promise<T>,
  tries = 4,
): Promise<{ started: T; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = pickPort(0);
    try {
      return { started: await start(port), port };
    } catch (error) {
      if (attempt >= tries || !/EADDRINUSE/.test(String(error))) throw error;
    }
  }
}
