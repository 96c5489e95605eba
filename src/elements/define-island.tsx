import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { requestTexts } from '../i18n/index';
import { sharedSheets } from '../styles/sheets';
import { applyAttributes, connectIsland, disconnectIsland, SHARED_ATTRIBUTES } from './connect';
import { Island } from './island';
import { islandRenderer, islandShown } from './island-renderer';
import { type AttributeType, type IslandDefinition, registerDefinition } from './registry';

export type { AttributeType };

/** Options of {@link defineIsland}. */
export interface IslandOptions {
  /** The tag's own attributes (kebab-case or camelCase); the screen receives them camelCased. */
  attributes?: Record<string, AttributeType>;
  /** The element's own sheets, adopted after the shared token, base and UI sheets. */
  styles?: CSSStyleSheet[];
  /**
   * Text namespaces (`src/i18n/locales/{lang}/{namespace}.json`) the screen needs beyond the core
   * ones (`common`, `errors`, `ui`), e.g. `['login']`. They load when the element connects, for the
   * page language; the screen renders once they are in (nothing before), so no raw key ever shows.
   */
  texts?: readonly string[];
  /** Whether the element says so when the settings did not load (default true; the router, menu, footer and banner leave it to the main element). */
  settingsNotice?: boolean;
  /** Host reactions only this element needs (host/), started once when the tag is defined. */
  reactions?: readonly (() => unknown)[];
}

type Lifecycle = HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const SHARED_PROPS = Object.fromEntries(
  Object.values(SHARED_ATTRIBUTES).map((key) => [key, 'string' as const]),
);
const SHARED_NAMES = new Set<string>(Object.keys(SHARED_ATTRIBUTES));
const ids = new WeakMap<Element, string>();

/**
 * Defines `tag` as a custom element rendering `Screen` in an open shadow root with adopted
 * stylesheets. Shared attributes (`lang`, `country`, `api-base`, `context`, `parent-origin`,
 * `return-url`) flow into `$config`; the tag's own attributes become the screen's props; `texts`
 * names the text namespaces the screen needs (rendering waits for them). A shadow root that came
 * prerendered in the HTML (`renderToHtml`) is hydrated in place. Without `customElements` (the
 * server) the tag is only registered for `renderToHtml`.
 * Defining a tag twice returns the first definition.
 */
export function defineIsland<P extends object>(
  tag: `cine-${string}`,
  Screen: ComponentType<P>,
  options: IslandOptions = {},
): CustomElementConstructor {
  const own = Object.fromEntries(Object.entries(options.attributes ?? {}).map(([k, v]) => [camel(k), v]));
  const texts = options.texts ?? [];
  const definition: IslandDefinition = {
    tag,
    Screen: Screen as ComponentType<object>,
    own,
    texts,
    settingsNotice: options.settingsNotice ?? true,
    styles: options.styles ?? [],
  };
  // Only renderToHtml reads definitions: the browser's bundle drops the registry.
  if (import.meta.env.SSR) registerDefinition(definition);
  if (typeof customElements === 'undefined') return class {} as unknown as CustomElementConstructor;
  const existing = customElements.get(tag);
  if (existing) return existing;
  for (const start of options.reactions ?? []) start();
  const ownKeys = Object.keys(own);
  const Wrapper = (all: Record<string, unknown>) => {
    const container = all.container as ShadowRoot;
    const element = container.host as HTMLElement;
    const props = Object.fromEntries(ownKeys.map((key) => [key, all[key]])) as P;
    return (
      <Island
        Screen={Screen}
        props={props}
        element={element}
        attributes={element}
        id={ids.get(element) ?? 'detached'}
        tag={tag}
        texts={texts}
        settingsNotice={definition.settingsNotice}
        stylesHrefs={all.stylesHrefs as string[] | undefined}
        onShown={() => islandShown(container)}
      />
    );
  };
  const Base = r2wc(
    Wrapper,
    { shadow: 'open', props: { ...SHARED_PROPS, ...own } },
    islandRenderer(texts),
  ) as unknown as new () => Lifecycle;

  class CineIsland extends Base {
    constructor() {
      super();
      // No <style> elements: constructable sheets pass a strict style-src CSP.
      (this.shadowRoot as ShadowRoot).adoptedStyleSheets = [...sharedSheets(), ...definition.styles];
    }
    // r2wc attaches the shadow root; a declarative one from the HTML is kept, not emptied.
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }
    override connectedCallback() {
      // Before connectIsland sets the language, so one download round brings everything.
      void requestTexts(texts);
      ids.set(this, connectIsland(this));
      super.connectedCallback();
    }
    override disconnectedCallback() {
      super.disconnectedCallback();
      disconnectIsland(ids.get(this) as string);
    }
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (this.isConnected && SHARED_NAMES.has(name) && old !== value) applyAttributes(this);
      super.attributeChangedCallback(name, old, value);
    }
  }
  customElements.define(tag, CineIsland);
  return CineIsland;
}
