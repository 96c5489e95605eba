// The site server under load (bench part `load`): the built site (`dist-site/`) on Node and on workerd
// answering a prerendered page with its nonce and hints, beside sirv, a plain static file server,
// answering the same file in the same run; each in its own process, autocannon in this one.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startNode, untilAnswering } from '../tests/setup/processes';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'dist-site');
const CONNECTIONS = [50, 200];
const HOST = 'ch.localhost';

export type LoadRow = {
  server: string;
  connections: number;
  requestsPerSecond: number;
  /** Requests per second over the static server's at the same connections. */
  ratio?: number;
  p99: number;
  errors: number;
};
export type LoadMemory = { server: string; after10k?: number; after100k?: number };
export type LoadResult = { rows: LoadRow[]; memory: LoadMemory[] } | { note: string };

type Target = {
  name: string;
  port: number;
  path: string;
  child: ChildProcess;
  memoryPid: () => number | undefined;
};

/** Resident memory of a process, in bytes (Linux), or undefined. */
function rss(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The pid of a process named `name` below `parent` (workerd, which Miniflare starts), if any. */
function descendant(parent: number | undefined, name: string): number | undefined {
  if (!parent) return undefined;
  const parentOf = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync('/proc').filter((dir) => /^\d+$/.test(dir))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8').trim();
      const [, comm = '', rest = ''] = /^\d+ \((.*)\) (.*)$/.exec(stat) ?? [];
      names.set(Number(entry), comm);
      parentOf.set(Number(entry), Number(rest.split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const under = (pid: number): boolean => {
    const up = parentOf.get(pid);
    return up === parent || (up !== undefined && up > 1 && under(up));
  };
  return [...names].find(([pid, comm]) => comm === name && under(pid))?.[0];
}

/** The memory of a server a second after its load: what it keeps, not what it was busy with. */
async function settled(target: Target): Promise<number | undefined> {
  await new Promise((wait) => setTimeout(wait, 1000));
  return rss(target.memoryPid());
}

const start = (args: string[], env: Record<string, string>) => startNode(args, env);

const SIRV = `import sirv from 'sirv'; import { createServer } from 'node:http';
createServer(sirv(process.argv[1], { dev: false, etag: true })).listen(Number(process.env.PORT), '127.0.0.1');`;

async function shoot(target: Target, options: { connections: number; duration?: number; amount?: number }) {
  return autocannon({
    url: `http://127.0.0.1:${target.port}${target.path}`,
    headers: { host: HOST },
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
  });
}

/**
 * Starts the three servers on `ports`; on Node and workerd, reads the memory after 10,000 and after
 * 100,000 requests; then loads each at 50 and 200 connections for `duration` seconds, and stops them.
 */
export async function benchLoad(ports: [number, number, number], duration = 10): Promise<LoadResult> {
  if (!existsSync(join(out, 'site.json'))) return { note: 'dist-site/ is not built: `npm run build` first' };
  const [staticPort, nodePort, edgePort] = ports;
  const sirvChild = start(['--input-type=module', '-e', SIRV, join(out, 'public')], {
    PORT: String(staticPort),
  });
  const nodeChild = start([join(out, 'server/node.mjs')], { PORT: String(nodePort), HOST: '127.0.0.1' });
  const edgeChild = start(['--import', 'tsx', 'site/edge.ts'], { PORT: String(edgePort) });
  const targets: Target[] = [
    {
      name: 'sirv (static file)',
      port: staticPort,
      path: '/_prerender/ch/fr/login.html',
      child: sirvChild,
      memoryPid: () => sirvChild.pid,
    },
    {
      name: 'site server on Node',
      port: nodePort,
      path: '/fr/login',
      child: nodeChild,
      memoryPid: () => nodeChild.pid,
    },
    {
      name: 'site server on workerd',
      port: edgePort,
      path: '/fr/login',
      child: edgeChild,
      memoryPid: () => descendant(edgeChild.pid, 'workerd'),
    },
  ];
  try {
    for (const target of targets)
      await untilAnswering(`http://127.0.0.1:${target.port}${target.path}`, target.child, {
        headers: { host: HOST },
      });
    // Memory first, on fresh processes: after 10,000 requests, then after 100,000.
    const memory: LoadMemory[] = [];
    for (const target of targets.slice(1)) {
      await shoot(target, { connections: 50, amount: 10_000 });
      const after10k = await settled(target);
      await shoot(target, { connections: 50, amount: 90_000 });
      memory.push({ server: target.name, after10k, after100k: await settled(target) });
    }
    const rows: LoadRow[] = [];
    for (const connections of CONNECTIONS) {
      let base: number | undefined;
      for (const target of targets) {
        // A short warm-up, unmeasured: the first requests read the files and compile the code.
        await shoot(target, { connections, duration: 2 });
        const result = await shoot(target, { connections, duration });
        const requestsPerSecond = result.requests.average;
        base ??= requestsPerSecond;
        rows.push({
          server: target.name,
          connections,
          requestsPerSecond,
          ratio: target === targets[0] ? undefined : requestsPerSecond / base,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      }
    }
    return { rows, memory };
  } finally {
    for (const target of targets) target.child.kill('SIGTERM');
  }
}

const mb = (bytes: number | undefined) =>
  bytes === undefined ? 'n/a' : `${(bytes / 1_048_576).toFixed(1)} MB`;

/** The load figures as the bench prints them, with the goals beside them. */
export function loadReport(result: LoadResult): string[][][] {
  if ('note' in result) return [[['load', result.note]]];
  const rows = result.rows.map((row) => [
    row.server,
    String(row.connections),
    row.requestsPerSecond.toFixed(0),
    row.ratio === undefined ? '(yardstick)' : `${row.ratio.toFixed(2)}x`,
    `${row.p99} ms`,
    String(row.errors),
  ]);
  const memory = result.memory.map((entry) => {
    const growth =
      entry.after10k && entry.after100k
        ? `${(((entry.after100k - entry.after10k) / entry.after10k) * 100).toFixed(1)} %`
        : 'n/a';
    return [entry.server, mb(entry.after10k), mb(entry.after100k), growth];
  });
  return [
    [
      [
        'server',
        'connections',
        'requests/s',
        'over sirv (goal >= 0.8x)',
        'p99 (goal < 50 ms at 200)',
        'errors',
      ],
      ...rows,
    ],
    [['memory', 'after 10,000', 'after 100,000', 'growth (goal within 10 %)'], ...memory],
  ];
}
