import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from '../../demo/server/serve';
import { selfSignedCert } from '../../demo/server/tls';
import { type NextServer, proxyOverTls, startNext } from '../examples/next-server';
import { examplesReady, prepareExamples } from '../examples/prepare';
import { serveExamples } from '../examples/serve';
import { onFreePort, pickPort } from '../setup/free-port';

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
  server = await startServer({
    port: pickPort(Number(process.env.ENGINES_PORT) || 0),
    mode: 'prod',
    memory: true,
    tls,
  });
  project.provide('demoPort', server.port);
  const demo = `https://localhost:${server.port}`;
  // Each bound as soon as its port is picked: a port picked now and bound later can be taken meanwhile.
  const examplesOn = await onFreePort((port) => serveExamples(port, demo, tls));
  examples = examplesOn.started;
  project.provide('examplesPort', examplesOn.port);
  // And the Next.js example's next start, on its own origin too, behind a TLS front.
  const nextOn = await onFreePort((port) => startNext('start', port, `${demo}/api/`));
  next = nextOn.started;
  const front = await onFreePort((port) => proxyOverTls(port, nextOn.port, tls));
  nextFront = front.started;
  project.provide('nextPort', front.port);
  // The demo reads its allowed origins at each request.
  process.env.DEMO_ALLOWED_ORIGINS = [
    process.env.DEMO_ALLOWED_ORIGINS,
    `https://localhost:${examplesOn.port}`,
    `https://localhost:${front.port}`,
  ]
    .filter(Boolean)
    .join(',');
}

export async function teardown(): Promise<void> {
  await next?.stop();
  await new Promise((resolve) => (nextFront ? nextFront.close(resolve) : resolve(undefined)));
  await server?.close();
  await new Promise((resolve) => (examples ? examples.close(resolve) : resolve(undefined)));
}
