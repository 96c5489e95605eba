import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES, type Prepared, preparedExamples } from '../examples/prepare';
import { ASTRO_WRONG_FILE } from '../examples/prepare-astro';
import { HOSTS, WRONG_FILE } from '../examples/prepare-hosts';
import { loadersWithTwoBodies, NEXT_WRONG_FILE } from '../examples/prepare-next';

// From the outside: the framework hosts (Vue, Svelte, Angular, Next.js, Astro) installed from
// the packed tarball, each built by its own framework and type-checked by its own checker, which reports
// the one deliberately wrong attribute value. tests/e2e/ then drives them in the browsers.

let prepared: Prepared;
const figures: string[] = [];

// `npm test` prepares them beside the unit tests (scripts/test-lanes.ts); alone, this run does it.
beforeAll(async () => {
  prepared = await preparedExamples();
}, 900_000);

afterAll(() => {
  if (figures.length) console.log(`host examples from the packed tarball\n  ${figures.join('\n  ')}`);
});

describe.each(HOSTS)('the %s example, built', (host) => {
  it("installs the tarball and builds with its framework's build; the install and build times are printed", () => {
    const { install, check, build } = prepared.hosts[host].seconds;
    figures.push(
      `${host}: npm install ${install} s, type check (${host === 'angular' ? 'ngc' : 'its checker'}) ${check} s, ${host === 'angular' ? 'ng' : 'vite'} build ${build} s`,
    );
    expect(existsSync(join(EXAMPLES, host, 'dist', 'index.html'))).toBe(true);
  });
});

describe.each(HOSTS)('the %s example, type-checked', (host) => {
  it('type-checks with 0 errors of its own and reports the one deliberately wrong attribute value', () => {
    const { check } = prepared.hosts[host];
    // vue-tsc: `file(line,col): error TS…`; svelte-check --output machine: `ERROR "file" line:col "…"`.
    const errors = check.split('\n').filter((line) => /error TS\d+|^\d+ ERROR /.test(line));
    figures.push(
      `${host}: ${errors.length} checker error(s), ${errors.map((line) => line.trim()).join(' | ')}`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(WRONG_FILE[host].path);
    expect(errors[0]).toMatch(/popup\W+ is not assignable to type .*webview/);
  });
});

describe('the Angular example', () => {
  it("builds zoneless with the CLI's application builder and strict templates, with 0 errors or warnings", () => {
    const dir = join(EXAMPLES, 'angular');
    const config = readFileSync(join(dir, 'angular.json'), 'utf8');
    const tsconfig = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8'));
    const { built: check } = prepared.hosts.angular;
    const said = check.split('\n').filter((line) => /Initial total|generation complete/.test(line));
    figures.push(
      `angular: ng build said: ${said.map((line) => line.replace(/\s+/g, ' ').trim()).join(' | ')}`,
    );
    expect(config).toContain('"builder": "@angular/build:application"');
    expect(tsconfig.angularCompilerOptions.strictTemplates).toBe(true);
    expect(readFileSync(join(dir, 'src', 'main.ts'), 'utf8')).toContain('provideZonelessChangeDetection()');
    expect(check).not.toMatch(/ERROR|WARNING/);
    // Zoneless: zone.js is not installed, so no bundle can hold it.
    expect(existsSync(join(dir, 'node_modules', 'zone.js'))).toBe(false);
  });
});

describe('the Astro example', () => {
  const dir = join(EXAMPLES, 'astro');

  it('installs the tarball and builds both outputs with `astro build`; each step’s time is printed', () => {
    const { install, check, static: staticBuild, server } = prepared.astro.seconds;
    figures.push(
      `astro: npm install ${install} s, astro check ${check} s, astro build static ${staticBuild} s, server (@astrojs/node) ${server} s`,
    );
    // Static: the page as a file with <cine-login>'s first screen in it; server: Node's entry.
    const page = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
    expect(page).toMatch(/<cine-login [^>]*><template shadowrootmode="open">/);
    expect(page).toMatch(/<cine-user-menu [^>]*><template shadowrootmode="open">/);
    // The sheets those roots link, under the site's base (astro.config's, not the environment's BASE_URL).
    const sheets = [...page.matchAll(/href="\/astro\/(cine-styles\/[^"]+\.css)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(existsSync(join(dir, 'dist', sheet))).toBe(true);
    expect(existsSync(join(dir, 'dist-server', 'server', 'entry.mjs'))).toBe(true);
    expect(existsSync(join(dir, 'dist-server', 'client', 'index.html'))).toBe(false);
  });

  it('type-checks with 0 errors of its own and reports the one deliberately wrong attribute value', () => {
    // astro check: `src/file.astro:line:col - error ts(2322): …` (colours taken out by prepare-astro.ts).
    const errors = prepared.astro.check.split('\n').filter((line) => / - error ts\(\d+\)/.test(line));
    figures.push(
      `astro: ${errors.length} checker error(s), ${errors.map((line) => line.trim()).join(' | ')}`,
    );
    expect(errors).toHaveLength(1);
    // Its summary: the one error, and no warning or hint of the example's own.
    expect(prepared.astro.check).toMatch(/- 1 error\s+- 0 warnings\s+- 0 hints/);
    expect(errors[0]).toContain(ASTRO_WRONG_FILE.path);
    expect(errors[0]).toMatch(/popup\W+ is not assignable to type .*webview/);
  });
});

describe('the Next.js 16 App Router example', () => {
  it('installs the tarball and builds once with next build; the install, tsc and build times are printed', () => {
    const { install, check, build } = prepared.next.seconds;
    const routes = prepared.next.build.split('\n').filter((line) => /^[┌├└] [ƒ○●]? ?\//.test(line));
    figures.push(
      `next: npm install ${install} s, tsc ${check} s, next build ${build} s; routes ${routes.map((line) => line.slice(2).trim()).join(', ')}`,
    );
    expect(prepared.next.build).toContain('Compiled successfully');
    // The pages render per request (the API address is the server's); the sheets are files of the build.
    expect(prepared.next.build).toMatch(/ƒ \/\n/);
    expect(prepared.next.build).toContain('/cine-account/styles/cine-shared.');
  });

  it("gives each of Turbopack's async loaders one body, so no page load depends on which chunk arrives first", () => {
    // Two import()s of the elements gave 9 loaders two bodies, and now and then "the module factory is not
    // available" in the browser (vercel/next.js#98099); the example loads them through one (app/elements.ts).
    expect(loadersWithTwoBodies(join(EXAMPLES, 'next'))).toEqual([]);
  });

  it('type-checks with tsc with 0 errors of its own and reports the one deliberately wrong attribute value', () => {
    const errors = prepared.next.check.split('\n').filter((line) => /error TS\d+/.test(line));
    figures.push(`next: ${errors.length} tsc error(s), ${errors.map((line) => line.trim()).join(' | ')}`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(NEXT_WRONG_FILE.path);
    expect(errors[0]).toMatch(/popup\W+ is not assignable to type .*webview/);
  });
});
