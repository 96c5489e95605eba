import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { beforeAll, describe, expect, it } from 'vitest';

// The file custom-elements.json comes from the element files' JSDoc; it must say what the
// defined elements really observe, dispatch and read, or editors and Storybook would mislead.

interface Declaration {
  tagName: string;
  attributes: { name: string; fieldName: string }[];
  events?: { name: string; type: { text: string } }[];
  cssParts: { name: string }[];
  cssProperties: { name: string; default?: string }[];
}

const root = resolve(import.meta.dirname, '../..');
const files = readdirSync(import.meta.dirname).filter((file) => /^cine-[a-z-]+\.ts$/.test(file));
const modules = import.meta.glob('./cine-*.ts');
const eventMap = readFileSync(resolve(import.meta.dirname, 'events.ts'), 'utf8');
let elements: Declaration[] = [];

beforeAll(async () => {
  const manifest = (await cli({ argv: ['analyze', '--quiet'], cwd: root, noWrite: true })) as {
    modules: { declarations: Partial<Declaration>[] }[];
  };
  elements = manifest.modules
    .flatMap((module) => module.declarations)
    .filter((d) => d.tagName) as Declaration[];
  for (const load of Object.values(modules)) await load();
}, 60_000);

describe('custom-elements.json', () => {
  it('lists every element file', () => {
    expect(elements.map((element) => `${element.tagName}.ts`).sort()).toEqual(files.sort());
  });

  it('lists exactly the attributes each defined element observes', () => {
    for (const element of elements) {
      const defined = customElements.get(element.tagName) as { observedAttributes?: string[] } | undefined;
      const observed = [...(defined?.observedAttributes ?? [])].sort();
      expect(observed.length, element.tagName).toBeGreaterThanOrEqual(6);
      expect({ tag: element.tagName, attributes: element.attributes.map((a) => a.name).sort() }).toEqual({
        tag: element.tagName,
        attributes: observed,
      });
    }
  });

  it('types every event with its detail from CineEventMap', () => {
    for (const element of elements) {
      for (const event of element.events ?? []) {
        expect(eventMap).toContain(`'${event.name}': ${event.type.text};`);
      }
    }
    const login = elements.find((element) => element.tagName === 'cine-login');
    expect(login?.events?.map((event) => event.name)).toContain('cine-logged-in');
  });

  it('names the CSS parts and the --cine-* properties with their defaults', () => {
    for (const element of elements) {
      expect(element.cssParts.length, element.tagName).toBeGreaterThan(0);
      expect(element.cssProperties, element.tagName).toContainEqual(
        expect.objectContaining({
          name: '--cine-color-accent',
          default: 'var(--cine-theme-accent, #b5121b)',
        }),
      );
    }
    const footer = elements.find((element) => element.tagName === 'cine-footer');
    expect(footer?.cssProperties.map((property) => property.name)).toContain('--cine-footer-bg');
  });
});
