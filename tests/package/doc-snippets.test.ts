import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBusy } from '../examples/commands';
import { EXAMPLES, preparedExamples, root } from '../examples/prepare';
import { astro } from '../examples/prepare-astro';

// The host pages' code as printed: each block marked `<!-- checked: <example> <path> -->` is written
// into that example's installed copy (the packed tarball in .examples/) and checked by the example's
// own checker, with no install of its own: what an integrator pasting it would see.

const DOCS = join(root, 'docs');
const PAGES = readdirSync(DOCS).filter((file) => /^host-.+\.md$/.test(file));
/** Pages whose elements are served by the account site itself: no other origin to land on. */
const ON_THE_ACCOUNT_SITE = ['host-iframe.md', 'host-webview.md'];
/** Pages with no block a checker reads (HTML and a JSON config). */
const UNCHECKED = [...ON_THE_ACCOUNT_SITE, 'host-html.md'];

interface Snippet {
  page: string;
  example: string;
  path: string;
  code: string;
}

const snippets: Snippet[] = PAGES.flatMap((page) =>
  [
    ...readFileSync(join(DOCS, page), 'utf8').matchAll(
      /<!-- checked: ([\w-]+) ([^\s]+) -->\n```\w+\n([\s\S]*?)\n```/g,
    ),
  ].map(([, example = '', path = '', code = '']) => ({ page, example, path, code: `${code}\n` })),
);

// Each checker, its error lines, and the files it reads (Angular's ngc reads the files it is given).
const CHECKERS: Record<string, { run: (dir: string, files: string[]) => Promise<string>; error: RegExp }> = {
  svelte: {
    run: (dir) => bin(dir, 'svelte-check', ['--tsconfig', './tsconfig.json', '--output', 'machine']),
    error: /^\d+ ERROR /,
  },
  vue: { run: (dir) => bin(dir, 'vue-tsc', ['--noEmit', '-p', '.']), error: /error TS\d+/ },
  'react-app': { run: (dir) => bin(dir, 'tsc', ['--noEmit', '-p', '.']), error: /error TS\d+/ },
  next: { run: (dir) => bin(dir, 'tsc', ['--noEmit', '-p', '.']), error: /error TS\d+/ },
  angular: {
    run: (dir, files) => {
      writeFileSync(
        join(dir, 'tsconfig.doc.json'),
        JSON.stringify({ extends: './tsconfig.json', files: ['src/main.ts', ...files] }),
      );
      return bin(dir, 'ngc', ['-p', 'tsconfig.doc.json']).finally(() =>
        rmSync(join(dir, 'tsconfig.doc.json')),
      );
    },
    error: /error (TS|NG)\d+/,
  },
  // astro check reads .astro files; the .ts ones go through tsc, with the types it generated.
  astro: {
    run: async (dir) =>
      (await astro(dir, ['check']).catch((error: Error) => error.message)) +
      (await bin(dir, 'tsc', ['--noEmit', '-p', '.'])),
    error: / - error ts\(\d+\)|error TS\d+/,
  },
};

// A checker exits 1 on an error: its output is read either way, colours taken out.
const bin = (dir: string, name: string, args: string[]) =>
  runBusy(join(dir, 'node_modules', '.bin', name), args, dir).then(stripVTControlCharacters, (error: Error) =>
    stripVTControlCharacters(error.message),
  );

const figures: string[] = [];
afterAll(() => {
  if (figures.length) console.log(`host pages' snippets, checked as printed\n  ${figures.join('\n  ')}`);
});

describe('the host pages as printed', () => {
  it.each(PAGES.filter((page) => !ON_THE_ACCOUNT_SITE.includes(page)))(
    '%s names the account site (account-url) or handles cine-navigate in its code',
    (page) => {
      const blocks = [...readFileSync(join(DOCS, page), 'utf8').matchAll(/```\w*\n([\s\S]*?)\n```/g)];
      const code = blocks.map(([, text]) => text).join('\n');
      // Without either, the landing after sign-in is /{lang} on the host's own origin.
      expect(code).toMatch(/account-url|accountUrl|cine-navigate/);
    },
  );

  it.each(PAGES.filter((page) => !UNCHECKED.includes(page)))('%s marks blocks to check', (page) => {
    expect(snippets.filter((snippet) => snippet.page === page).length).toBeGreaterThan(0);
  });
});

describe('the marked snippets, checked by each example’s checker against the packed package', () => {
  beforeAll(async () => {
    await preparedExamples();
  }, 900_000);

  it.each(Object.keys(CHECKERS))(
    'the snippets written into the %s example check with 0 errors',
    async (example) => {
      const mine = snippets.filter((snippet) => snippet.example === example);
      if (mine.length === 0) return;
      const dir = join(EXAMPLES, example);
      const written = mine.map(({ path, code }) => {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), code);
        return path;
      });
      const start = performance.now();
      let output: string;
      try {
        output = (await CHECKERS[example]?.run(dir, written)) ?? '';
      } finally {
        for (const path of written) rmSync(join(dir, path));
        for (const path of written)
          if (dirname(path).includes('doc-'))
            rmSync(join(dir, dirname(path)), { recursive: true, force: true });
      }
      const errors = output.split('\n').filter((line) => CHECKERS[example]?.error.test(line));
      figures.push(
        `${example}: ${written.join(', ')} (${mine.map((s) => s.page).join(', ')}): ${errors.length} error(s) in ${Math.round(performance.now() - start) / 1000} s`,
      );
      expect(errors).toEqual([]);
    },
    300_000,
  );
});
