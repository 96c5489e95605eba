import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from '../../demo/server/serve';
import { selfSignedCert } from '../../demo/server/tls';
import { examplesReady, prepareExamples } from '../examples/prepare';
import { serveExamples } from '../examples/serve';
import { pickPort } from '../setup/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    demoPort: number;
    /** The examples' own origin (https://localhost:examplesPort), allowed by the demo API. */
    examplesPort: number;
  }
}

let server: RunningServer | undefined;
let examples: Server | undefined;

/** The production demo over https (docs/demo.md "HTTPS"), in-memory data, on a free port, for the whole run. */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync('dist-demo/index.html')) {
    throw new Error(
      'dist-demo/ is missing: run `npm run build` before the cross-engine suite (`npm test` does).',
    );
  }
  const tls = selfSignedCert(join('.demo-data', 'tls'));
  // Issue 32 point 6: the Angular example (built from the tarball by the pack test) on its own origin.
  if (!examplesReady()) await prepareExamples();
  const examplesPort = pickPort(0);
  process.env.DEMO_ALLOWED_ORIGINS = [process.env.DEMO_ALLOWED_ORIGINS, `https://localhost:${examplesPort}`]
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
}

export async function teardown(): Promise<void> {
  await server?.close();
  await new Promise((resolve) => (examples ? examples.close(resolve) : resolve(undefined)));
}
