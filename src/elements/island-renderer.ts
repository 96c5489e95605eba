import type { R2WCRenderer } from '@r2wc/core';
import { type ComponentType, createElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { $lang, $textsVersion, hasTexts } from '../i18n/index';
import { replayTypedValues, typedValues } from '../platform/typed-values';

type Props = Record<string, unknown>;

/** One element's React root; `rendered` is what it last rendered (r2wc mutates one props object). */
export interface Mounted {
  root?: Root;
  Component: ComponentType<Props>;
  props: Props;
  rendered: Props;
  /** Props of ours beside r2wc's (the prerendered sheet), kept for every later render. */
  extra: Props;
  hydrated: boolean;
  gone?: boolean;
}

const onShown = new WeakMap<ShadowRoot, () => void>();

/** The sheets a prerendered root links first, or undefined when the root was not prerendered. */
export function prerenderedStyles(shadow: ShadowRoot): string[] | undefined {
  const hrefs: string[] = [];
  for (let node = shadow.firstElementChild; node?.localName === 'link'; node = node.nextElementSibling)
    hrefs.push(node.getAttribute('href') ?? '');
  return hrefs.length ? hrefs : undefined;
}

/** Tells the renderer that an island's first render is in the page (called from its first effect). */
export function islandShown(shadow: ShadowRoot): void {
  onShown.get(shadow)?.();
}

function sameProps(a: Props, b: Props): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => Object.is(a[key], b[key]));
}

// The prerendered words are those of one language: hydrate once the page has them, in that language.
function whenTextsIn(texts: readonly string[], lang: string | null): Promise<boolean> {
  const ready = () => $lang.get() !== '' && hasTexts(texts);
  return new Promise((resolve) => {
    const settle = () => resolve($lang.get() === lang);
    if (ready()) return settle();
    const stop = $textsVersion.listen(() => {
      if (!ready()) return;
      stop();
      settle();
    });
  });
}

function render(mounted: Mounted): void {
  mounted.rendered = { ...mounted.props };
  mounted.root?.render(createElement(mounted.Component, { ...mounted.props, ...mounted.extra }));
}

// A mismatch is our bug: React has thrown the server's HTML away and rendered the root afresh.
function reportMismatch(error: unknown): void {
  console.error('[cine-account] hydration mismatch', error);
}

/**
 * r2wc's renderer: a root whose shadow tree came prerendered in the HTML (Declarative Shadow DOM) is
 * hydrated in place once the page has its texts, keeping every node (and what was typed); any
 * other root is rendered by the client. Updates wait for hydration, since an early one would make
 * React discard the server's HTML.
 */
export function islandRenderer(texts: readonly string[]): R2WCRenderer<Props, Mounted> {
  return {
    mount(container, Component, props) {
      const shadow = container as unknown as ShadowRoot;
      const mounted: Mounted = { Component, props, rendered: { ...props }, extra: {}, hydrated: false };
      const stylesHrefs = prerenderedStyles(shadow);
      if (stylesHrefs === undefined) {
        mounted.root = createRoot(shadow);
        mounted.hydrated = true;
        render(mounted);
        return mounted;
      }
      const lang = shadow.querySelector('.island')?.getAttribute('lang') ?? null;
      void whenTextsIn(texts, lang).then((sameLanguage) => {
        if (mounted.gone) return;
        // Prerendered in another language than the page shows: rendered afresh rather than mismatched,
        // what was typed going from the stale form (cleared first: React clears an element, not a shadow root) to the new one.
        const stale = sameLanguage ? undefined : typedValues(shadow);
        onShown.set(shadow, () => {
          onShown.delete(shadow);
          mounted.hydrated = true;
          // Typed before the runtime came: React now owns the fields, so it is told what they hold,
          // once this commit is over, each field after the one before.
          const typed = stale ?? typedValues(shadow);
          queueMicrotask(() => replayTypedValues(typed, shadow));
          if (!sameProps(mounted.props, mounted.rendered)) render(mounted);
        });
        if (stale) {
          shadow.textContent = '';
          mounted.root = createRoot(shadow);
          render(mounted);
          return;
        }
        mounted.extra = { stylesHrefs };
        mounted.rendered = { ...mounted.props };
        const first = { ...mounted.props, ...mounted.extra };
        mounted.root = hydrateRoot(shadow as unknown as Element, createElement(Component, first), {
          // Removed before it hydrated (a route changed under it), React reports the unmount as an early update.
          onRecoverableError: (error) => mounted.gone || reportMismatch(error),
        });
      });
      return mounted;
    },
    update(mounted, props) {
      mounted.props = props;
      if (mounted.hydrated && !sameProps(props, mounted.rendered)) render(mounted);
    },
    unmount(mounted) {
      mounted.gone = true;
      // Removed in a host React's commit (Next.js: the same React), React refuses a synchronous unmount.
      queueMicrotask(() => mounted.root?.unmount());
    },
  };
}
