// Run by `npm run build` after `cem analyze`: editor help for the tags in plain HTML,
// from dist/custom-elements.json: dist/vscode.html-custom-data.json (VS Code's `html.customData`) and
// dist/web-types.json (JetBrains IDEs, named by package.json "web-types"): each tag, its attributes
// with their values where they are few, its events, parts and custom properties; and the same as
// docs/elements.md, the element reference the editors link to.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALL_LANGUAGES, COUNTRIES } from '../src/i18n/languages';
import { dist, manifestTags, type Named } from './manifest-tags';

const root = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
const tags = manifestTags();

// Typed `string` (any text is read), but only these mean something: offered as completions.
const KNOWN: Record<string, readonly string[]> = {
  lang: ALL_LANGUAGES,
  country: Object.keys(COUNTRIES),
};

/** The values an attribute takes: its union of string literals, or the known list of its name. */
export function valuesOf(attribute: Named): string[] {
  const literals = [...(attribute.type?.text ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]);
  return literals.length ? literals : [...(KNOWN[attribute.name] ?? [])];
}

const markdown = (value = '') => ({ kind: 'markdown', value });
const docUrl = (tag: string) =>
  `https://github.com/cine-account/cine-account/blob/main/docs/elements.md#${tag}`;

const vscode = {
  version: 1.1,
  tags: tags.map((tag) => ({
    name: tag.tagName,
    description: markdown(
      [
        tag.description,
        (tag.events ?? []).length
          ? `**Events:** ${(tag.events ?? []).map((event) => `\`${event.name}\``).join(', ')}`
          : '',
        `**Parts:** ${(tag.cssParts ?? []).map((part) => `\`${part.name}\``).join(', ')}`,
      ]
        .filter(Boolean)
        .join('\n\n'),
    ),
    attributes: (tag.attributes ?? []).map((attribute) => ({
      name: attribute.name,
      description: markdown(attribute.description),
      ...(valuesOf(attribute).length ? { values: valuesOf(attribute).map((name) => ({ name })) } : {}),
    })),
    references: [{ name: 'cine-account', url: docUrl(String(tag.tagName)) }],
  })),
};

const webTypes = {
  $schema: 'https://json.schemastore.org/web-types',
  name: pkg.name,
  version: pkg.version,
  'description-markup': 'markdown',
  contributions: {
    html: {
      elements: tags.map((tag) => ({
        name: tag.tagName,
        description: tag.description ?? '',
        'doc-url': docUrl(String(tag.tagName)),
        attributes: (tag.attributes ?? []).map((attribute) => ({
          name: attribute.name,
          description: attribute.description ?? '',
          value: {
            type: valuesOf(attribute).length
              ? valuesOf(attribute)
                  .map((value) => `'${value}'`)
                  .join(' | ')
              : (attribute.type?.text ?? 'string'),
          },
        })),
        js: {
          properties: (tag.attributes ?? []).map((attribute) => ({
            name: attribute.fieldName ?? attribute.name,
            description: attribute.description ?? '',
            type: attribute.type?.text ?? 'string',
          })),
          events: (tag.events ?? []).map(({ name, description, type }) => ({
            name,
            description: description ?? '',
            type: type?.text ?? 'CustomEvent',
          })),
        },
        css: {
          parts: (tag.cssParts ?? []).map(({ name, description }) => ({
            name,
            description: description ?? '',
          })),
          properties: (tag.cssProperties ?? []).map(({ name, description }) => ({
            name,
            description: description ?? '',
          })),
        },
      })),
    },
  },
};

const cell = (text = '') => text.replace(/\s+/g, ' ').replaceAll('|', '\\|');
const table = (head: string, rows: string[][]) =>
  rows.length
    ? `| ${head.split(',').join(' | ')} |\n|${head
        .split(',')
        .map(() => '---')
        .join('|')}|\n${rows.map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n')}\n`
    : '';
const reference = `# Element reference

Generated from \`custom-elements.json\` by \`scripts/editor-data.ts\` at each build: do not edit by hand.
Every element also takes the design tokens of [theming](embedding.md#theming) (\`--cine-*\` custom properties).

${tags
  .map(
    (tag) => `## ${tag.tagName}

${tag.description ?? ''}

${table(
  'Attribute,Property,Values,Description',
  (tag.attributes ?? []).map((attribute) => [
    `\`${attribute.name}\``,
    `\`${attribute.fieldName ?? attribute.name}\``,
    valuesOf(attribute)
      .map((value) => `\`${value}\``)
      .join(', ') || 'text',
    attribute.description ?? '',
  ]),
)}
${table(
  'Event,Detail,Description',
  (tag.events ?? []).map((event) => [
    `\`${event.name}\``,
    `\`${event.type?.text ?? 'CustomEvent'}\``,
    event.description ?? '',
  ]),
)}
${table(
  'Part,Description',
  (tag.cssParts ?? []).map((part) => [`\`${part.name}\``, part.description ?? '']),
)}`,
  )
  .join('\n')
  .replace(/\n{3,}/g, '\n\n')}`;

writeFileSync(resolve(root, 'docs/elements.md'), reference);
// Aligned as `biome check` wants it, so a build leaves the committed page unchanged.
execFileSync(resolve(root, 'node_modules/.bin/biome'), ['format', '--write', 'docs/elements.md'], {
  cwd: root,
  stdio: 'ignore',
});
writeFileSync(resolve(dist, 'vscode.html-custom-data.json'), `${JSON.stringify(vscode, null, 2)}\n`);
writeFileSync(resolve(dist, 'web-types.json'), `${JSON.stringify(webTypes, null, 2)}\n`);
console.log(
  `dist/vscode.html-custom-data.json, web-types.json and docs/elements.md describe ${tags.length} tags`,
);
