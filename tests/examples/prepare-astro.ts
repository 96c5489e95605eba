import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { installInto, runBusy, timed } from './commands';

// The Astro 5 example as an integrator gets it: the packed tarball
// installed into a copy, `astro check` run with one deliberately wrong attribute value added, then
// built once per output: static (dist/, served as files) and server (dist-server/, @astrojs/node
// standalone). Every step is async, so the examples' installs and builds can run side by side.

/** A file the example does not have: one wrong value on an attribute cine-account/astro types. */
export const ASTRO_WRONG_FILE = {
  path: 'src/wrong-attribute.astro',
  text: '---\n---\n\n<cine-login context="popup"></cine-login>\n',
};

export interface AstroBuild {
  /** `astro check`'s whole output, the deliberately wrong file included. */
  check: string;
  /** Seconds of `npm install`, `astro check` and each output's `astro build`. */
  seconds: { install: number; check: number; static: number; server: number };
}

// No telemetry call home; vitest's NODE_ENV=test would give the pages Svelte's development build, and
// the BASE_URL=/ (MODE, DEV, PROD, SSR) it puts in the environment would win over astro.config's base.
const ENV = {
  ASTRO_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  BASE_URL: undefined,
  MODE: undefined,
  DEV: undefined,
  PROD: undefined,
  SSR: undefined,
};
/** `astro` of the example in `dir`, under the environment above. */
export const astro = (dir: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  runBusy(join(dir, 'node_modules', '.bin', 'astro'), args, dir, { ...ENV, ...env });

/** `astro check` with the wrong file in place: its output (the checker exits 1 on it), colours taken out. */
export async function checkAstro(dir: string): Promise<string> {
  writeFileSync(join(dir, ASTRO_WRONG_FILE.path), ASTRO_WRONG_FILE.text);
  try {
    // TypeScript's formatter colours the diagnostics whatever NO_COLOR or FORCE_COLOR say.
    return stripVTControlCharacters(await astro(dir, ['check']));
  } catch (error) {
    return stripVTControlCharacters((error as Error).message);
  } finally {
    rmSync(join(dir, ASTRO_WRONG_FILE.path));
  }
}

/** `astro build` of one output: static into dist/, server into dist-server/ (astro.config.mjs). */
export const buildAstro = (dir: string, output: 'static' | 'server') =>
  astro(dir, ['build'], output === 'server' ? { CINE_OUTPUT: 'server' } : {});

/** Installs the tarball into `dir`, a fresh copy of `examples/astro`, checks it and builds both outputs. */
export async function prepareAstro(dir: string, tarball: string): Promise<AstroBuild> {
  const [, install] = await timed(() => installInto(dir, [tarball]));
  const [check, checkSeconds] = await timed(() => checkAstro(dir));
  // One after the other: the two builds would write the same .astro/ folder of generated types.
  const [, staticSeconds] = await timed(() => buildAstro(dir, 'static'));
  const [, server] = await timed(() => buildAstro(dir, 'server'));
  return { check, seconds: { install, check: checkSeconds, static: staticSeconds, server } };
}
