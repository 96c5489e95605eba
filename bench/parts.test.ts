// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PARTS, parseOnly } from './parts';

describe('parseOnly', () => {
  it('runs every part without --only', () => {
    expect([...(parseOnly(undefined) as Set<string>)]).toEqual([...PARTS]);
  });

  it('runs only the named parts', () => {
    expect([...(parseOnly('door, inp') as Set<string>)]).toEqual(['door', 'inp']);
  });

  it('says which names it does not know', () => {
    expect(parseOnly('door,qr')).toBe(
      '--only takes some of pages, signin, door, inp, lists, load, lighthouse, comma-separated (not qr).',
    );
    expect(parseOnly(',')).toMatch(/^--only takes/);
  });
});
