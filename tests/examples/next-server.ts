import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { join } from 'node:path';
import { EXAMPLES } from './prepare';
import { NEXT_ENV } from './prepare-next';

// The Next.js example's own server, `next start` over its build or `next dev`,
// its pages asking the demo API at `apiBase`.

export interface NextServer {
  origin: string;
  /** Seconds from the spawn to Next's "Ready" line. */
  ready: number;
  stop(): Promise<void>;
}

/** Starts `next <mode>` of the prepared example on `port`; resolves once it says it is ready. */
export function startNext(mode: 'start' | 'dev', port: number, apiBase: string): Promise<NextServer> {
  const dir = join(EXAMPLES, 'next');
  const started = performance.now();
  // Its own process group: next dev and next start run their server in a child process.
  const child: ChildProcess = spawn(join(dir, 'node_modules', '.bin', 'next'), [mode, '-p', String(port)], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...NEXT_ENV,
      CINE_API_BASE: apiBase,
      NODE_ENV: mode === 'dev' ? 'development' : 'production',
    },
  });
  let output = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || !child.pid) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid, 'SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (!/Ready in/.test(output)) return;
      child.stdout?.off('data', listen);
      child.stdout?.resume();
      const ready = Math.round((performance.now() - started) / 100) / 10;
      resolve({ origin: `http://localhost:${port}`, ready, stop });
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`next ${mode} exited (${code}):\n${output}`)));
  });
}

/** An https front for a local http server (the cross-engine suite's origins are https, as its demo's). */
export function proxyOverTls(
  port: number,
  target: number,
  tls: { key: string; cert: string },
): Promise<Server> {
  const server = createTlsServer(tls, (request, response) => {
    const options = {
      host: 'localhost',
      port: target,
      path: request.url,
      method: request.method,
      headers: request.headers,
    };
    const upstream = httpRequest(options, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
