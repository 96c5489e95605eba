import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from '../../demo/server/serve';
import { selfSignedCert } from '../../demo/server/tls';
import { type NextServer, proxyOverTls, startNext } from '../examples/next-server';
import { examplesReady, prepareExamples } from '../examples/prepare';
import { serveExamples } from '../examples/serve';
import { pickPort } from '../setup/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    demoPort: number;
    /** The examples' own origin (https://localhost:examplesPort), allowed by the demo API. */
    examplesPort: number;
    /** The Next.js example's https origin (`next start` behind a TLS front), allowed by the demo API. */
    nextPort: number;
  }
}

let server: RunningServer | undefined;
let examples: Server | undefined;
let next: NextServer | undefined;
let nextFront: Server | undefined;

/** The production demo over https (docs/demo.md "HTTPS"), in-memory data, on a free port, for the whole run. */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync('dist-demo/index.html')) {
    throw new Error(
      'dist-demo/ is missing: run `npm run build` before the cross-engine suite (`npm test` does).',
    );
  }
  const tls = selfSignedCert(join('.demo-data', 'tls'));
  // The Angular example (built from the tarball by the pack test) on its own origin.
  if (!examplesReady()) await prepareExamples();
  const examplesPort = pickPort(0);
  // And the Next.js example's next start, on its own origin too.
  const nextPort = pickPort(0);
  const nextFrontPort = pickPort(0);
  process.env.DEMO_ALLOWED_ORIGINS = [
    process.env.DEMO_ALLOWED_ORIGINS,
    `https://localhost:${examplesPort}`,
    `https://localhost:${nextFrontPort}`,
  ]
    .filter(Boolean)
    .join(',');
  server = await startServer({
    port: pickPort(Number(process.env.ENGINES_PORT) || 0),
    mode: 'prod',
    memory: true,
    tls,
  });
  project.provide('demoPort', server.port);
  examples = await serveExamples(examplesPort, `https://localhost:${server.port}`, tls);
  project.provide('examplesPort', examplesPort);
  next = await startNext('start', nextPort, `https://localhost:${server.port}/api/`);
  nextFront = await proxyOverTls(nextFrontPort, nextPort, tls);
  project.provide('nextPort', nextFrontPort);
}

export async function teardown(): Promise<void> {
  await next?.stop();
  await new Promise((resolve) => (nextFront ? nextFront.close(resolve) : resolve(undefined)));
  await server?.close();
  await new Promise((resolve) => (examples ? examples.close(resolve) : resolve(undefined)));
}
