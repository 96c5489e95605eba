import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Dutch speaks to the customer as "u" everywhere, never "je" or "jij".
const INFORMAL = /\b(je|jij|jou|jouw|jullie|jezelf)\b/i;
const dir = join(import.meta.dirname, 'locales');
const files = [
  ...readdirSync(join(dir, 'nl')).map((file) => join(dir, 'nl', file)),
  join(dir, 'overrides', 'nl_BE.json'),
];

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key));
}

describe('Dutch texts', () => {
  it.each(files)('%s addresses the customer as "u"', (file) => {
    const informal = strings(JSON.parse(readFileSync(file, 'utf8')), '').filter(([, text]) =>
      INFORMAL.test(text),
    );
    expect(informal).toEqual([]);
  });
});
