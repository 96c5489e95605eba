// The build marks dist/react/ 'use client' (vite.react.config.ts): Next.js renders it on both sides.
import { createElement, type ReactElement, useEffect, useRef } from 'react';
import type { CineIntrinsicElements } from '../index';
import type { ShadowRootHtml } from '../server/render-to-html';

/** A cine tag React knows as JSX (its element file imported, or `cine-account` itself). */
export type CineTag = keyof CineIntrinsicElements;

/** Props of {@link Prerendered}: the tag, its shadow root from the server, and its JSX props. */
export type PrerenderedProps<T extends CineTag> = CineIntrinsicElements[T] & {
  tag: T;
  /** `renderShadowRoot(tag, …)` of `cine-account/server`, rendered with the same attributes: its type
   * takes that renderer's markup alone, the one raw HTML this component writes. */
  shadow?: ShadowRootHtml;
};

type Listener = (event: Event) => void;

/**
 * Renders `<tag>` with the declarative shadow root the server gave it, in a way React's own
 * hydration accepts. The server's HTML holds the `<template shadowrootmode>`,
 * which the browser's parser turns into the element's shadow root, leaving the tag with no light
 * children: so the browser renders the tag empty, as the DOM now is, and hydration finds nothing to
 * diff (no "attributes didn't match" under `next dev`). A tag created later by the client (a
 * client-side navigation) is empty too: innerHTML would not parse the template (Chromium warns
 * "declarative Shadow DOM is not being parsed"), and the element renders itself anyway.
 * Attributes are React's as on any JSX tag; `oncine-*` listeners are attached here.
 */
export function Prerendered<T extends CineTag>({ tag, shadow, ...props }: PrerenderedProps<T>): ReactElement {
  const element = useRef<HTMLElement>(null);
  const own: Record<string, unknown> = {};
  const handlers: Record<string, Listener> = {};
  for (const [key, value] of Object.entries(props))
    if (key.startsWith('on') && typeof value === 'function') handlers[key.slice(2)] = value as Listener;
    else own[key] = value;
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  // React 19 attaches no `on…` listener of a custom element while hydrating (facebook/react#35446):
  // they are added here once mounted, each calling the handler of the latest render.
  const events = Object.keys(handlers).join(' ');
  useEffect(() => {
    const target = element.current;
    if (!target || !events) return;
    const added = events.split(' ').map((name) => {
      const listener = (event: Event) => latest.current[name]?.(event);
      target.addEventListener(name, listener);
      return () => target.removeEventListener(name, listener);
    });
    return () => {
      for (const remove of added) remove();
    };
  }, [events]);
  // The element marks itself (data-country, data-shown), maybe before the page hydrates: its own attributes.
  const tagProps = { ...own, ref: element, suppressHydrationWarning: true };
  const onServer = typeof document === 'undefined';
  return createElement(
    tag,
    onServer && shadow ? { ...tagProps, dangerouslySetInnerHTML: { __html: shadow } } : tagProps,
  );
}
