import type { ArgTypes } from '@storybook/react-vite';
import { createElement } from 'react';

// Autodocs and controls of an element story, from the element itself: its observed attributes (what
// custom-elements.json lists, a unit test keeps them equal) and the JSDoc of src/elements/<tag>.ts.

const sources = import.meta.glob<string>('../src/elements/cine-*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const CHOICES: Record<string, readonly string[]> = {
  lang: ['fr', 'en', 'de', 'nl'],
  country: ['CH', 'BE', 'SN', 'TN'],
  context: ['auto', 'browser', 'iframe', 'webview'],
  mode: ['full', 'user-infos', 'update-password'],
  kind: ['birthday', 'schoolSession', 'b2b'],
};

/** The element's JSDoc as Markdown: its description, then its attributes, events, parts and properties. */
export function elementDocs(tag: string): string {
  const source = sources[`../src/elements/${tag}.ts`] ?? '';
  const block = source.match(/\/\*\*\n([\s\S]*?)\n \*\/\nexport const/)?.[1] ?? '';
  const lines = block.split('\n').map((line) => line.replace(/^ \* ?/, ''));
  const label: Record<string, string> = {
    attr: 'Attribute',
    fires: 'Event',
    csspart: 'Parts',
    cssprop: 'CSS properties',
  };
  return lines
    .join('\n')
    .replace(/\n {2}/g, ' ')
    .replace(
      /^@(attr|fires|csspart|cssprop) (.*?)(?: - (.*))?$/gm,
      (_, tagName: string, names: string, text = '') => {
        const list = names
          .split(/,\s*/)
          .map((name) => `\`${name.replace(/^\{[^}]*\}\s*/, '')}\``)
          .join(', ');
        return `- **${label[tagName]}** ${list}${text ? `: ${text}` : ''}`;
      },
    );
}

/** The attributes the defined element observes (custom-elements.json lists the same, a unit test says). */
export function observedAttributes(tag: string): string[] {
  const element = customElements.get(tag) as { observedAttributes?: string[] } | undefined;
  return [...(element?.observedAttributes ?? [])];
}

/** A control per observed attribute: a choice where the values are few, else text. */
export function elementArgTypes(tag: string): ArgTypes {
  return Object.fromEntries(
    observedAttributes(tag).map((name) => {
      const options = CHOICES[name];
      return [
        name,
        {
          name,
          description: `\`${name}\` attribute`,
          control: options ? { type: 'select' as const } : { type: 'text' as const },
          ...(options ? { options: ['', ...options] } : {}),
          table: { category: 'attributes' },
        },
      ];
    }),
  );
}

// Storybook's canvas is itself a frame: `context` says "browser" so elements do not act as embedded.
const STARTING_ARGS: Record<string, string> = { lang: 'en', country: 'CH', context: 'browser' };

/**
 * An arg for every observed attribute, so each shows in the controls with its value: English,
 * Switzerland, a browser page, then what the story file gives; the rest empty ("not set").
 */
export function elementArgs(tag: string, args: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    observedAttributes(tag).map((name) => [name, args[name] ?? STARTING_ARGS[name] ?? '']),
  );
}

/** Only the attributes a control set: an empty value means "not set" (the element's default). */
const attributes = (args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== ''));

/**
 * The `meta` fields every element story shares: autodocs from the JSDoc, a control and an arg per
 * attribute (`args`: the story file's own values) and a render that passes the set ones to the tag.
 * The title stays in each file: Storybook reads it without running the file.
 */
export function elementMeta(tag: `cine-${string}`, args: Record<string, string> = {}) {
  return {
    tags: ['autodocs'],
    argTypes: elementArgTypes(tag),
    args: elementArgs(tag, args),
    parameters: { docs: { description: { component: elementDocs(tag) } } },
    render: (args: Record<string, unknown>) => createElement(tag, attributes(args)),
  };
}
