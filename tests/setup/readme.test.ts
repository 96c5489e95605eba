// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README stands alone. It and docs/ never point outside the repository; what an
// integrator needs of the spec and the design is in docs/SPEC.md and docs/DESIGN.md.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Every way a text can point outside the repository, with a name for the failure message. */
const outside: [string, RegExp][] = [
  ['a parent folder (../)', /\.\.[/\\]/],
  ['the shared/ folder beside the repository', /(^|[\s`'"(/])shared\//],
  [
    'an absolute path on this machine',
    /(^|[\s`'"(])(\/(work|home|root|Users|tmp|mnt|srv|var)\/|file:\/\/|[A-Za-z]:\\)/,
  ],
];

/** `file:line: text` for every line of the file that matches. */
function offending(file: string, pattern: RegExp): string[] {
  return readFileSync(join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

/** Markdown link targets and backticked `*.md` names of a file. */
function references(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const links = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
  const names = [...text.matchAll(/`([\w./-]+\.md)`/g)].map((match) => match[1] ?? '');
  return [...links, ...names].filter((target) => !/^(https?:|mailto:|#)/.test(target));
}

/** A reference resolves when it names a file inside the repository, from the file's folder or the root. */
function resolvesInside(file: string, target: string): boolean {
  const path = target.split('#')[0] ?? '';
  return [resolve(root, dirname(file), path), resolve(root, path)].some(
    (candidate) => !relative(root, candidate).startsWith('..') && existsSync(candidate),
  );
}

describe('the README and docs/ stand alone', () => {
  it('checks the README and every page of docs/', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/SPEC.md', 'docs/DESIGN.md']));
  });

  for (const [what, pattern] of outside) {
    it(`never point to ${what}`, () => {
      expect(docs.flatMap((file) => offending(file, pattern))).toEqual([]);
    });
  }

  it('link only to files that exist in the repository', () => {
    const broken = docs.flatMap((file) =>
      references(file)
        .filter((target) => !resolvesInside(file, target))
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('point the reader to the spec and the design inside the repository', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain('`docs/SPEC.md`');
    expect(readme).toContain('`docs/DESIGN.md`');
  });

  it('catches the kinds of pointer it is meant to catch', () => {
    const caught = (line: string) => outside.some(([, pattern]) => pattern.test(line));
    for (const line of [
      'The spec is `../shared/spec.md`.',
      'see [design](../design.md)',
      'in /work/shared/design.md',
      'open file:///home/me/spec.md',
    ]) {
      expect(caught(line), line).toBe(true);
    }
    for (const line of [
      '`/usr/bin/chromium`',
      'the shared runtime',
      '`sharedDomain`',
      'GET /api/dev/outbox',
    ]) {
      expect(caught(line), line).toBe(false);
    }
  });
});
