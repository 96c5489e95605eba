import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { installInto, runBusy, timed } from './commands';

// Issue 32 points 1 and 2: the Angular 21, Vue 3 and Svelte 5 examples as an integrator gets them: the
// packed tarball installed into a copy, type-checked by the framework's own checker (Vue and Svelte with
// one deliberately wrong attribute value added: its report is the proof that the shipped types reach
// the templates), built once under the path the e2e server gives it. Angular's checker is `ng build`
// itself (strictTemplates), and it cannot type a custom element's attributes (README), so no wrong file.

export const HOSTS = ['vue', 'svelte', 'angular'] as const;
export type Host = (typeof HOSTS)[number];
/** The hosts whose checker reads our shipped tag types. */
export const TYPED_HOSTS = ['vue', 'svelte'] as const;
type TypedHost = (typeof TYPED_HOSTS)[number];

export interface HostBuild {
  /** The checker's whole output, the deliberately wrong file included. */
  check: string;
  /** Seconds of `npm install`, the type check and the build (Angular: one `ng build` does both). */
  seconds: { install: number; check: number; build: number };
}

/** A file the example does not have: one wrong value on an attribute the manifest types. */
export const WRONG_FILE: Record<TypedHost, { path: string; text: string }> = {
  vue: { path: 'src/wrong-attribute.vue', text: '<template><cine-login context="popup" /></template>\n' },
  svelte: {
    // Without a TypeScript script block svelte-check reads the markup as JavaScript, unchecked.
    path: 'src/wrong-attribute.svelte',
    text: '<script lang="ts"></script>\n\n<cine-login context="popup"></cine-login>\n',
  },
};

const CHECKERS: Record<TypedHost, [string, string[]]> = {
  vue: ['vue-tsc', ['--noEmit', '-p', '.']],
  svelte: ['svelte-check', ['--tsconfig', './tsconfig.json', '--output', 'machine']],
};

/** Installs the tarball into `target`, a fresh copy of `examples/<host>`, checks it and builds it once. */
export async function prepareHost(host: Host, target: string, tarball: string): Promise<HostBuild> {
  const [, install] = await timed(() => installInto(target, [tarball]));
  const bin = (name: string) => join(target, 'node_modules', '.bin', name);
  if (host === 'angular') {
    // One `ng build`: the AOT compiler checks the templates (strictTemplates) as it builds.
    const env = { NODE_ENV: 'production', NG_CLI_ANALYTICS: 'false' };
    const [check, build] = await timed(() =>
      runBusy(bin('ng'), ['build', '--base-href', `/${host}/`, '--progress=false'], target, env),
    );
    return { check, seconds: { install, check: build, build } };
  }
  const wrong = WRONG_FILE[host];
  writeFileSync(join(target, wrong.path), wrong.text);
  const [command, args] = CHECKERS[host];
  const [check, checkSeconds] = await timed(() =>
    runBusy(bin(command), args, target).catch((error: Error) => error.message),
  );
  rmSync(join(target, wrong.path));
  // Vitest sets NODE_ENV=test, which would give the app its framework's development build.
  const [, build] = await timed(() =>
    runBusy(bin('vite'), ['build', '--base', `/${host}/`], target, { NODE_ENV: 'production' }),
  );
  return { check, seconds: { install, check: checkSeconds, build } };
}
