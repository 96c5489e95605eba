import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// An integrator tries every element from its docs page, so each element's story
// file takes every attribute the element observes as an arg with a control (custom-elements.json
// lists the same attributes: src/elements/manifest.test.ts).

type Meta = {
  title?: string;
  args?: Record<string, unknown>;
  argTypes?: Record<string, { control?: unknown }>;
};
const modules = import.meta.glob<{ default: Meta }>('./*/cine-*.stories.tsx', { eager: true });
const metas = Object.values(modules).map((module) => module.default);
const tags = readdirSync(resolve(import.meta.dirname, '../src/elements'))
  .filter((file) => /^cine-[a-z-]+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

const observed = (tag: string) =>
  [
    ...((customElements.get(tag) as { observedAttributes?: string[] } | undefined)?.observedAttributes ?? []),
  ].sort();

describe('element stories', () => {
  it('has one story file per element', () => {
    expect(metas.map((meta) => meta.title?.replace('Elements/', '')).sort()).toEqual(tags);
  });

  it.each(tags)('%s takes each observed attribute as an arg with a control', (tag) => {
    const meta = metas.find((entry) => entry.title === `Elements/${tag}`);
    const attributes = observed(tag);
    expect(attributes).toEqual(expect.arrayContaining(['lang', 'country', 'context']));
    expect(Object.keys(meta?.argTypes ?? {}).sort()).toEqual(attributes);
    for (const name of attributes) expect(meta?.argTypes?.[name]?.control, name).toBeTruthy();
    expect(Object.keys(meta?.args ?? {}).sort()).toEqual(attributes);
    expect(meta?.args).toMatchObject({ lang: 'en', country: 'CH', context: 'browser' });
  });
});
