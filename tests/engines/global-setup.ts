import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from '../../demo/server/serve';
import { selfSignedCert } from '../../demo/server/tls';
import { pickPort } from '../setup/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    demoPort: number;
  }
}

let server: RunningServer | undefined;

/** The production demo over https (docs/demo.md "HTTPS"), in-memory data, on a free port, for the whole run. */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync('dist-demo/index.html')) {
    throw new Error(
      'dist-demo/ is missing: run `npm run build` before the cross-engine suite (`npm test` does).',
    );
  }
  const tls = selfSignedCert(join('.demo-data', 'tls'));
  server = await startServer({
    port: pickPort(Number(process.env.ENGINES_PORT) || 0),
    mode: 'prod',
    memory: true,
    tls,
  });
  project.provide('demoPort', server.port);
}

export async function teardown(): Promise<void> {
  await server?.close();
}
