import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { atom, map } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { derive, pageStore, prerenderedValue } from './hydration';

const SRC = join(import.meta.dirname, '..');
const sources = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

describe('the values prerendered HTML was made from', () => {
  it('is a store’s initial value, a page store’s current one, and derive’s own result over them', () => {
    const $count = atom(1);
    const $page = pageStore(map({ lang: 'fr' }));
    const $label = derive([$count, $page], (count, page) => `${page.lang}:${count}`);
    $count.set(5);
    $page.setKey('lang', 'de');
    expect(prerenderedValue($count)).toBe(1);
    expect(prerenderedValue($page)).toEqual({ lang: 'de' });
    expect(prerenderedValue($label)).toBe('de:1');
    // The same object for the same inputs, as React's getServerSnapshot must give.
    const $list = derive([$count], (count) => [count]);
    expect(prerenderedValue($list)).toBe(prerenderedValue($list));
    expect($label.get()).toBe('de:5');
  });

  it('is what every view reads: no view imports @nanostores/react, no store uses computed', () => {
    const views = sources.filter(
      ({ file, text }) =>
        text.includes("from '@nanostores/react'") && !/ui\/use-store\.ts$|i18n\/use-t\.ts$/.test(file),
    );
    const computedStores = sources.filter(
      ({ file, text }) => /\bcomputed\(/.test(text) && !file.endsWith(join('platform', 'hydration.ts')),
    );
    expect(views.map(({ file }) => relative(SRC, join(SRC, file)))).toEqual([]);
    expect(computedStores.map(({ file }) => file)).toEqual([]);
  });
});
