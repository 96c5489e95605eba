// Custom Elements Manifest analyzer plugin: our tags are `defineIsland('cine-x', Screen, {...})` calls,
// not classes, so this turns each into the manifest's custom element from the call's JSDoc tags
// (@attr, @fires, @csspart, @cssprop), the shared attributes, the event detail types of
// src/elements/events.ts and the --cine-* properties its style sheets read.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const read = (path) => readFileSync(resolve(root, path), 'utf8');

/** `lang` … `return-url`, from the one list every island observes (src/elements/connect.ts). */
const SHARED = [...read('src/elements/connect.ts').matchAll(/^\s+'?([a-z-]+)'?: '[A-Za-z]+',$/gm)].map(
  (match) => match[1],
);
const SHARED_TEXT = {
  lang: 'Language of the element (fr, en, de, nl); default: the page, then the country.',
  country: 'Country: CH, BE, SN or TN; picks the API, the languages and the theme.',
  'api-base': 'Base URL of the account API (default: the page origin).',
  context: '`browser`, `iframe` or `webview`; default: detected.',
  'parent-origin': 'The only origin an iframe posts its results to (must be in the settings allowlist).',
  'return-url': 'Where to go after sign-in or signup (same site only).',
  'account-url':
    "The account site's absolute http(s) URL (e.g. https://account.example.ch/): links and the landing after sign-in go there; default: this origin and base path.",
};
/** Shared attributes whose values are a closed list (CineSharedProps); the others are strings. */
const SHARED_TYPES = { context: "'auto' | 'browser' | 'iframe' | 'webview'" };

/** `'cine-logged-in': CustomEvent<{ user?: CineEventUser }>` → its type text. */
const EVENT_TYPES = Object.fromEntries(
  [...read('src/elements/events.ts').matchAll(/'(cine-[a-z-]+)': (CustomEvent<[^;]+>);/g)].map((m) => [
    m[1],
    m[2],
  ]),
);

/** `--_x: var(--cine-x, default)` of tokens.css: every element reads them. */
const TOKENS = [...read('src/styles/tokens.css').matchAll(/var\(\s*(--cine-[a-z0-9-]+),\s*([\s\S]*?)\);/g)]
  .filter((m) => !m[1].startsWith('--cine-theme-'))
  .map((m) => ({
    name: m[1],
    default: m[2].replace(/\s+/g, ' ').trim(),
    description: 'Design token; set it on body or any ancestor.',
  }));

/** The --cine-* properties an element's own sheets read, beyond the tokens. */
function ownProperties(source, file) {
  const names = new Set();
  for (const [, path] of source.matchAll(/from '(\.\.\/[^']+\.css)\?inline'/g)) {
    const css = readFileSync(resolve(dirname(file), path), 'utf8');
    for (const [, name] of css.matchAll(/var\(\s*(--cine-[a-z0-9-]+)/g)) names.add(name);
  }
  const tokens = new Set(TOKENS.map((token) => token.name));
  return [...names].filter((name) => !tokens.has(name) && !name.startsWith('--cine-theme-'));
}

const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const text = (comment) =>
  typeof comment === 'string' ? comment : (comment ?? []).map((part) => part.text ?? '').join('');

/** `@csspart page, heading - What they are.` → [{ name: 'page', … }, { name: 'heading', … }]. */
function named(tag) {
  const body = text(tag.comment).replace(/\s+/g, ' ').trim();
  const [, type, names, description] = body.match(/^(?:\{([^}]+)\}\s*)?(.+?)(?:\s+-\s+(.*))?$/) ?? [];
  return (names ?? '')
    .split(/,\s*/)
    .filter(Boolean)
    .map((name) => ({ name, type, description: description ?? '' }));
}

export function islandsPlugin() {
  return {
    name: 'cine-islands',
    analyzePhase({ ts, node, moduleDoc }) {
      if (node.kind !== ts.SyntaxKind.VariableStatement) return;
      const declaration = node.declarationList.declarations[0];
      const call = declaration?.initializer;
      if (!call || !ts.isCallExpression(call) || call.expression.getText() !== 'defineIsland') return;
      const tagName = call.arguments[0]?.text;
      const name = declaration.name.getText();
      const doc = node.jsDoc?.[0];
      const tags = (kind) => (doc?.tags ?? []).filter((tag) => tag.tagName.text === kind).flatMap(named);
      const file = resolve(root, moduleDoc.path);
      const own = tags('attr').map((attr) => ({
        name: attr.name,
        type: { text: attr.type ?? 'string' },
        description: attr.description,
        fieldName: camel(attr.name),
      }));
      const shared = SHARED.map((attr) => ({
        name: attr,
        type: { text: SHARED_TYPES[attr] ?? 'string' },
        description: SHARED_TEXT[attr] ?? '',
        fieldName: camel(attr),
      }));
      const attributes = [...own, ...shared];
      const element = {
        kind: 'class',
        name,
        tagName,
        customElement: true,
        description: text(doc?.comment).trim(),
        superclass: { name: 'HTMLElement' },
        attributes,
        members: attributes.map((attr) => ({
          kind: 'field',
          name: attr.fieldName,
          type: attr.type,
          description: attr.description,
          attribute: attr.name,
        })),
        events: tags('fires').map((event) => ({
          name: event.name,
          type: { text: EVENT_TYPES[event.name] ?? 'CustomEvent' },
          description: event.description,
        })),
        cssParts: tags('csspart').map(({ name: part, description }) => ({ name: part, description })),
        cssProperties: [
          ...ownProperties(node.getSourceFile().getFullText(), file).map((property) => ({
            name: property,
            description: tags('cssprop').find((p) => p.name === property)?.description ?? '',
          })),
          ...TOKENS,
        ],
      };
      const index = moduleDoc.declarations.findIndex((d) => d.name === name);
      if (index >= 0) moduleDoc.declarations.splice(index, 1, element);
      else moduleDoc.declarations.push(element);
      moduleDoc.exports.push({
        kind: 'custom-element-definition',
        name: tagName,
        declaration: { name, module: moduleDoc.path },
      });
    },
    packageLinkPhase({ customElementsManifest }) {
      // The manifest describes the package: modules are the built files an integrator imports.
      for (const module of customElementsManifest.modules) {
        const built = module.path.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js');
        module.path = built;
        for (const entry of module.exports ?? []) {
          if (entry.declaration?.module) entry.declaration.module = built;
        }
      }
    },
  };
}
