// Splits built JavaScript into our code and the runtime dependencies (the "stack"), through the
// source maps of the build, so `npm run size` can weigh the stack floor of a page exactly.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

/** The npm package a source path belongs to (`@nanostores/react`, `react-dom`), or undefined for ours. */
export function packageOf(source: string): string | undefined {
  const match = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)?.at(-1);
  return match?.slice('node_modules/'.length);
}

/** The minified code of one file, split by the package each piece comes from (`''` for ours). */
function piecesOf(file: string): Map<string, string[]> {
  const lines = readFileSync(file, 'utf8').split('\n');
  const pieces = new Map<string, string[]>();
  const add = (pkg: string, text: string) => pieces.set(pkg, [...(pieces.get(pkg) ?? []), text]);
  if (!existsSync(`${file}.map`)) {
    add('', lines.join('\n'));
    return pieces;
  }
  const segments: { line: number; column: number; pkg: string }[] = [];
  eachMapping(new TraceMap(readFileSync(`${file}.map`, 'utf8')), (m) => {
    segments.push({ line: m.generatedLine, column: m.generatedColumn, pkg: packageOf(m.source ?? '') ?? '' });
  });
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const text = lines[segment.line - 1] ?? '';
    add(segment.pkg, text.slice(segment.column, next?.line === segment.line ? next.column : text.length));
  });
  return pieces;
}

const gzip = (parts: readonly string[]) => gzipSync(parts.join(''), { level: 9 }).length;

/**
 * The stack floor of a set of built files: every dependency's code in them gzipped together, as if
 * bundled alone; and each package gzipped on its own (its cost, for the README table).
 */
export function stackOf(
  dir: string,
  files: Iterable<string>,
): { floor: number; packages: Map<string, number> } {
  const byPackage = new Map<string, string[]>();
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    for (const [pkg, parts] of piecesOf(resolve(dir, file))) {
      if (pkg) byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), ...parts]);
    }
  }
  const packages = new Map([...byPackage].map(([pkg, parts]) => [pkg, gzip(parts)]));
  return { floor: gzip([...byPackage.values()].flat()), packages };
}
