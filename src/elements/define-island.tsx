import { useStore } from '@nanostores/react';
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, useEffect, useMemo, useRef } from 'react';
import { $lang, $textsVersion, hasTexts, requestTexts } from '../i18n/index';
import { $config } from '../stores/config';
import { sharedSheets } from '../styles/sheets';
import { IslandContext } from '../ui/island-context';
import { Spinner } from '../ui/spinner';
import { attributeProblems, warnAttributeProblems } from './attribute-problems';
import { applyAttributes, connectIsland, disconnectIsland, SHARED_ATTRIBUTES } from './connect';
import { IslandBoundary } from './island-boundary';
import { IslandNotices } from './island-notices';
import { $toastHost } from './toast-host';
import { ToastRegion } from './toast-region';

/** How an attribute string becomes a screen prop. */
export type AttributeType = 'string' | 'boolean' | 'number';

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

function Island<P extends object>({
  Screen,
  container,
  props,
  texts,
  settingsNotice,
}: {
  Screen: ComponentType<P>;
  container: ShadowRoot;
  props: P;
  texts: readonly string[];
  settingsNotice: boolean;
}) {
  const element = container.host as HTMLElement;
  const id = ids.get(element) ?? 'detached';
  const island = useMemo(() => ({ id, element }), [id, element]);
  const hostsToasts = useStore($toastHost) === id;
  const config = useStore($config);
  const { country } = config;
  const problems = attributeProblems(element, config);
  useEffect(() => warnAttributeProblems(element, problems));
  useStore($textsVersion);
  const lang = useStore($lang);
  // Wait for the first texts only: a later language switch keeps the screen (and its state) up.
  const shown = useRef(false);
  shown.current ||= hasTexts(texts);
  useEffect(() => {
    // Per-country theme: tokens.css keys accents off :host([data-country]).
    if (country) element.dataset.country = String(country).toUpperCase();
  }, [element, country]);
  return (
    <IslandContext value={island}>
      {/* The language the element shows, for screen readers, whatever its host page says (issue 8 point 12). */}
      <div className="island" lang={lang || undefined} part="root">
        <IslandBoundary element={element}>
          {/* Texts are still on their way (a slow network): a wheel, since there are no words to say yet. */}
          {shown.current && <IslandNotices problems={problems} settings={settingsNotice} />}
          {shown.current ? <Screen {...props} /> : <Spinner />}
        </IslandBoundary>
        {hostsToasts && <ToastRegion />}
      </div>
    </IslandContext>
  );
}

/**
 * Defines `tag` as a custom element rendering `Screen` in an open shadow root with adopted
 * stylesheets. Shared attributes (`lang`, `country`, `api-base`, `context`, `parent-origin`,
 * `return-url`) flow into `$config`; the tag's own attributes become the screen's props; `texts`
 * names the text namespaces the screen needs (rendering waits for them).
 * Defining a tag twice returns the first definition.
 */
export function defineIsland<P extends object>(
  tag: `cine-${string}`,
  Screen: ComponentType<P>,
  options: IslandOptions = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  for (const start of options.reactions ?? []) start();
  const own = Object.fromEntries(Object.entries(options.attributes ?? {}).map(([k, v]) => [camel(k), v]));
  const ownKeys = Object.keys(own);
  const texts = options.texts ?? [];
  const Wrapper = (all: Record<string, unknown> & { container: ShadowRoot }) => {
    const props = Object.fromEntries(ownKeys.map((key) => [key, all[key]])) as P;
    return (
      <Island
        Screen={Screen}
        container={all.container}
        props={props}
        texts={texts}
        settingsNotice={options.settingsNotice ?? true}
      />
    );
  };
  const Base = r2wc(Wrapper, {
    shadow: 'open',
    props: { ...SHARED_PROPS, ...own },
  }) as unknown as new () => Lifecycle;
  const sheets = options.styles ?? [];

  class CineIsland extends Base {
    constructor() {
      super();
      // No <style> elements: constructable sheets pass a strict style-src CSP.
      (this.shadowRoot as ShadowRoot).adoptedStyleSheets = [...sharedSheets(), ...sheets];
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
