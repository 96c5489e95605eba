import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { installInto, runBusy } from './commands';

// The React app installed from the tarball, type-checked and built with the list of its
// bundle's modules (to count the copies of React), and the same shell without any cine element (what
// the element's weight is measured against).

const COUNT_CONFIG = `import { writeFileSync } from 'node:fs';
import { mergeConfig } from 'vite';
import base from './vite.config';
export default mergeConfig(base, {
  base: '/react-app/',
  build: { manifest: true },
  plugins: [{ name: 'list-modules', generateBundle(_: unknown, bundle: Record<string, { type: string; modules?: object }>) {
    const ids = Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? Object.keys(chunk.modules ?? {}) : []));
    writeFileSync('modules.json', JSON.stringify(ids));
  } }],
});
`;

const BASELINE_APP = `import { useState } from 'react';
export function App() {
  const [user] = useState<string>();
  return <main><h1>Ciné Lac: my account</h1>{user && <p role="status">Signed in as {user}</p>}</main>;
}
`;

// Vitest sets NODE_ENV=test, which would give the app React's development build.
const production = { NODE_ENV: 'production' };

export interface ReactBuild {
  /** Output of `tsc --noEmit` in the React app (empty when it type-checks). */
  typecheck: string;
  /** Module ids of the React app's bundle. */
  modules: string[];
}

/** `app` is a fresh copy of examples/react-app; `baseline` where its element-less twin goes. */
export async function prepareReactApp(
  app: string,
  baseline: string,
  baselineName: string,
  tarball: string,
  sourcesOnly: (source: string) => boolean,
): Promise<ReactBuild> {
  await installInto(app, [tarball]);
  const bin = (dir: string, name: string) => join(dir, 'node_modules', '.bin', name);
  const typecheck = runBusy(bin(app, 'tsc'), ['--noEmit', '-p', '.'], app).then(
    () => '',
    (error: Error) => error.message,
  );
  writeFileSync(join(app, 'vite.count.config.ts'), COUNT_CONFIG);
  const build = runBusy(bin(app, 'vite'), ['build', '--config', 'vite.count.config.ts'], app, production);

  rmSync(baseline, { recursive: true, force: true });
  cpSync(app, baseline, { recursive: true, filter: sourcesOnly });
  cpSync(join(app, 'node_modules'), join(baseline, 'node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
  });
  writeFileSync(join(baseline, 'src', 'app.tsx'), BASELINE_APP);
  const args = ['build', '--config', 'vite.count.config.ts', '--base', `/${baselineName}/`];
  await Promise.all([build, runBusy(bin(baseline, 'vite'), args, baseline, production)]);
  return {
    typecheck: await typecheck,
    modules: JSON.parse(readFileSync(join(app, 'modules.json'), 'utf8')) as string[],
  };
}
