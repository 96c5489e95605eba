// What each runtime dependency weighs inside the stack chunk of the floor build (vite --mode floor).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

/** The npm package a source path belongs to (`@nanostores/react`, `react-dom`), or undefined for ours. */
export function packageOf(source: string): string | undefined {
  const match = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)?.at(-1);
  return match?.slice('node_modules/'.length);
}

/**
 * The minified code of `file` split by npm package through its source map, each part gzipped on its
 * own: the cost a package adds to the page. (Parts gzip better together, so they add up to a bit
 * more than the whole chunk.)
 */
export function packageSizes(file: string): Map<string, number> {
  const lines = readFileSync(file, 'utf8').split('\n');
  const segments: { line: number; column: number; pkg: string }[] = [];
  eachMapping(new TraceMap(readFileSync(`${file}.map`, 'utf8')), (m) => {
    segments.push({
      line: m.generatedLine,
      column: m.generatedColumn,
      pkg: packageOf(m.source ?? '') ?? '(bundler glue)',
    });
  });
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const code = new Map<string, string[]>();
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const text = lines[segment.line - 1] ?? '';
    const end = next?.line === segment.line ? next.column : text.length;
    code.set(segment.pkg, [...(code.get(segment.pkg) ?? []), text.slice(segment.column, end)]);
  });
  return new Map([...code].map(([pkg, parts]) => [pkg, gzipSync(parts.join(''), { level: 9 }).length]));
}
