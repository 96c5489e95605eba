import type { ComponentType } from 'react';

/** How an attribute string becomes a screen prop. */
export type AttributeType = 'string' | 'boolean' | 'number';

/** What `defineIsland` knows of a tag, for rendering it without a DOM (`renderToHtml`). */
export interface IslandDefinition {
  tag: string;
  Screen: ComponentType<object>;
  /** The tag's own attributes, camelCased, with their types. */
  own: Record<string, AttributeType>;
  texts: readonly string[];
  settingsNotice: boolean;
  /** The element's own sheets (the shared ones come first). */
  styles: readonly CSSStyleSheet[];
}

const definitions = new Map<string, IslandDefinition>();

/** Remembers a tag's definition (the first one wins, as with `customElements.define`). */
export function registerDefinition(definition: IslandDefinition): void {
  if (!definitions.has(definition.tag)) definitions.set(definition.tag, definition);
}

/** The definition of a tag whose element file was imported. */
export function islandDefinition(tag: string): IslandDefinition | undefined {
  return definitions.get(tag);
}
