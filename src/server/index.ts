/**
 * Server rendering (Node 20+, no DOM): `renderToHtml(tag, attributes)` returns an element's HTML
 * with its first screen in a declarative shadow root, and `styleFiles()` the stylesheets that HTML
 * links (`npm run build` writes them to `dist/styles/`; serve them at `stylesBase`).
 */
import { islandDefinition } from '../elements/registry';
import { islandStyles, type StyleFile } from './styles';

// Every element registers itself for rendering when its file is imported.
import.meta.glob('../elements/cine-*.ts', { eager: true });

export { fillElementsStream } from './fill-stream';
export {
  fillElements,
  type RenderOptions,
  renderShadowRoot,
  renderToHtml,
  type ShadowRootHtml,
} from './render-to-html';
export type { StyleFile };

/** Every stylesheet file the prerendered elements can link, once each. */
export function styleFiles(): StyleFile[] {
  const tags = Object.keys(import.meta.glob('../elements/cine-*.ts')).map((path) => path.slice(12, -3));
  const files = new Map<string, StyleFile>();
  for (const tag of tags) for (const style of islandStyles(tag)) files.set(style.name, style);
  return [...files.values()];
}
/** The text namespaces each element asks for (its `texts`), for a server that hints them ahead. */
export function elementTexts(): Record<string, string[]> {
  const tags = Object.keys(import.meta.glob('../elements/cine-*.ts')).map((path) => path.slice(12, -3));
  return Object.fromEntries(tags.map((tag) => [tag, [...(islandDefinition(tag)?.texts ?? [])]]));
}

export {
  type AccountPage,
  accountPageMeta,
  accountPages,
  NOT_FOUND,
  type PageMetaOptions,
} from './page-meta';
