import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { installInto, runBusy, timed } from './commands';

// The Next.js 16 App Router example as an integrator gets it: the packed
// tarball installed into a copy, type-checked by tsc with one deliberately wrong attribute value added
// (its report proves the shipped JSX types reach <Prerendered>), built once by `next build`. Each step
// is async, so the examples' installs and builds can run side by side.

export interface NextBuild {
  /** tsc's whole output, the deliberately wrong file included. */
  check: string;
  /** What `next build` printed (its route table). */
  build: string;
  /** Seconds of `npm install`, tsc and `next build`. */
  seconds: { install: number; check: number; build: number };
}

/** A file the example does not have: one wrong value on an attribute the tag's types name. */
export const NEXT_WRONG_FILE = {
  path: 'app/wrong-attribute.tsx',
  text: `import { Prerendered } from 'cine-account/react';

export const Wrong = () => <Prerendered tag="cine-login" context="popup" />;
`,
};

/** Next's own switches for every run of the example: no telemetry (no network but the registry). */
export const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

/** Installs the tarball into `target`, a fresh copy of `examples/next`, checks it with tsc and builds it once. */
export async function prepareNext(target: string, tarball: string): Promise<NextBuild> {
  const [, install] = await timed(() => installInto(target, [tarball]));
  const bin = (name: string) => join(target, 'node_modules', '.bin', name);
  writeFileSync(join(target, NEXT_WRONG_FILE.path), NEXT_WRONG_FILE.text);
  const [check, checkSeconds] = await timed(() =>
    runBusy(bin('tsc'), ['--noEmit', '-p', '.'], target).catch((error: Error) => error.message),
  );
  rmSync(join(target, NEXT_WRONG_FILE.path));
  // Vitest sets NODE_ENV=test, which next build refuses to take for a production build.
  const [build, buildSeconds] = await timed(() =>
    runBusy(bin('next'), ['build'], target, { ...NEXT_ENV, NODE_ENV: 'production' }),
  );
  return { check, build, seconds: { install, check: checkSeconds, build: buildSeconds } };
}

/**
 * Turbopack's async loaders in the example's client chunks whose id comes with more than one body. The
 * browser keeps the first body to arrive, so such a loader may skip loading its chunk (vercel/next.js#98099).
 */
export function loadersWithTwoBodies(target: string): string[] {
  const chunks = join(target, '.next', 'static', 'chunks');
  const bodies = new Map<string, Set<string>>();
  for (const file of readdirSync(chunks).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(chunks, file), 'utf8');
    for (const [, id = '', , body = ''] of text.matchAll(/[,[](\d+),(\w+)=>\{\2\.v\(([^}]*)\)\}/g)) {
      // Minified parameter names differ from chunk to chunk: only what the body does counts.
      bodies.set(id, (bodies.get(id) ?? new Set()).add(body.replace(/\b[A-Za-z_$]\b/g, '_')));
    }
  }
  return [...bodies].filter(([, set]) => set.size > 1).map(([id, set]) => `${id}: ${[...set].join(' | ')}`);
}
