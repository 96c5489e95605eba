import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The member namespaces are named three times (index.ts's list and glob exclusion, member-texts.ts's
// glob): globs must be literal, so this test keeps the three in step with the files.
const dir = import.meta.dirname;
const source = (file: string) => readFileSync(join(dir, file), 'utf8');
const braces = (text: string) =>
  [...text.matchAll(/locales\/\*\/\{([a-z,-]+)\}\.json/g)].map((match) => (match[1] ?? '').split(',').sort());

describe('member-area text files', () => {
  it('are listed alike in the namespace list, the core glob exclusion and the member glob', () => {
    const index = source('index.ts');
    const list = [...(index.match(/const MEMBER_TEXTS = \[([^\]]+)\]/)?.[1] ?? '').matchAll(/'([a-z-]+)'/g)]
      .map((match) => match[1])
      .sort();
    const [excluded] = braces(index);
    const [member] = braces(source('member-texts.ts'));
    expect(excluded).toEqual(list);
    expect(member).toEqual(list);
    const files = readdirSync(join(dir, 'locales/en')).map((file) => file.slice(0, -5));
    for (const name of list) expect(files).toContain(name);
  });
});
