import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { installInto, runBusy, timed } from './commands';

// The Angular 21, Vue 3 and Svelte 5 examples as an integrator gets them: the
// packed tarball installed into a copy, type-checked by the framework's own checker with one deliberately
// wrong attribute value added (its report is the proof that the shipped types reach the templates:
// Angular's through the directives of cine-account/angular, checked by ngc with strictTemplates), then
// built once under the path the e2e server gives it.

export const HOSTS = ['vue', 'svelte', 'angular'] as const;
export type Host = (typeof HOSTS)[number];

export interface HostBuild {
  /** The checker's whole output, the deliberately wrong file included. */
  check: string;
  /** What the build printed (its output and its warnings). */
  built: string;
  /** Seconds of `npm install`, the type check and the build. */
  seconds: { install: number; check: number; build: number };
}

/** A file the example does not have: one wrong value on an attribute the manifest types. */
export const WRONG_FILE: Record<Host, { path: string; text: string }> = {
  vue: { path: 'src/wrong-attribute.vue', text: '<template><cine-login context="popup" /></template>\n' },
  svelte: {
    // Without a TypeScript script block svelte-check reads the markup as JavaScript, unchecked.
    path: 'src/wrong-attribute.svelte',
    text: '<script lang="ts"></script>\n\n<cine-login context="popup"></cine-login>\n',
  },
  // ngc reads it through tsconfig.wrong.json (the app's own tsconfig names main.ts alone).
  angular: {
    path: 'src/wrong-attribute.ts',
    text: `import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';
import { CINE_ELEMENTS } from 'cine-account/angular';

@Component({ selector: 'cine-wrong', schemas: [CUSTOM_ELEMENTS_SCHEMA], imports: [CINE_ELEMENTS], template: '<cine-login context="popup" />' })
export class Wrong {}
`,
  },
};

const CHECKERS: Record<Host, [string, string[]]> = {
  vue: ['vue-tsc', ['--noEmit', '-p', '.']],
  svelte: ['svelte-check', ['--tsconfig', './tsconfig.json', '--output', 'machine']],
  angular: ['ngc', ['-p', 'tsconfig.wrong.json']],
};

/** Installs the tarball into `target`, a fresh copy of `examples/<host>`, checks it and builds it once. */
export async function prepareHost(host: Host, target: string, tarball: string): Promise<HostBuild> {
  const [, install] = await timed(() => installInto(target, [tarball]));
  const bin = (name: string) => join(target, 'node_modules', '.bin', name);
  const wrong = WRONG_FILE[host];
  writeFileSync(join(target, wrong.path), wrong.text);
  const wrongConfig = join(target, 'tsconfig.wrong.json');
  if (host === 'angular')
    writeFileSync(
      wrongConfig,
      JSON.stringify({ extends: './tsconfig.json', files: ['src/main.ts', wrong.path] }),
    );
  const [command, args] = CHECKERS[host];
  // ngc colours its diagnostics whatever the terminal: the colours are taken out before they are read.
  const [check, checkSeconds] = await timed(() =>
    runBusy(bin(command), args, target).then(stripVTControlCharacters, (error: Error) =>
      stripVTControlCharacters(error.message),
    ),
  );
  rmSync(join(target, wrong.path));
  rmSync(wrongConfig, { force: true });
  // Vitest sets NODE_ENV=test, which would give the app its framework's development build.
  const production = { NODE_ENV: 'production', NG_CLI_ANALYTICS: 'false' };
  const [builder, buildArgs]: [string, string[]] =
    host === 'angular'
      ? ['ng', ['build', '--base-href', `/${host}/`, '--progress=false']]
      : ['vite', ['build', '--base', `/${host}/`]];
  const [built, build] = await timed(() => runBusy(bin(builder), buildArgs, target, production, true));
  return { check, built, seconds: { install, check: checkSeconds, build } };
}
