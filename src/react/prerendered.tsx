// The build marks dist/react/ 'use client' (vite.react.config.ts): Next.js renders it on both sides.
import { createElement, type ReactElement, useEffect, useState } from 'react';
import type { CineIntrinsicElements } from '../index';

/** A cine tag React knows as JSX (its element file imported, or `cine-account` itself). */
export type CineTag = keyof CineIntrinsicElements;

/** Props of {@link Prerendered}: the tag, its shadow root from the server, and its JSX props. */
export type PrerenderedProps<T extends CineTag> = CineIntrinsicElements[T] & {
  tag: T;
  /** `renderShadowRoot(tag, …)` of `cine-account/server`, rendered with the same attributes. */
  shadow?: string;
};

/**
 * Renders `<tag>` with the declarative shadow root the server gave it, in a way React's own
 * hydration accepts (issue 32 point 3). The server's HTML holds the `<template shadowrootmode>`,
 * which the browser's parser turns into the element's shadow root, leaving the tag with no light
 * children: so the browser renders the tag empty, as the DOM now is, and hydration finds nothing to
 * diff (no "attributes didn't match" under `next dev`). A tag created later by the client (a
 * client-side navigation) is empty too: innerHTML would not parse the template (Chromium warns
 * "declarative Shadow DOM is not being parsed"), and the element renders itself anyway.
 * Attributes and `oncine-*` listeners are React's as on any JSX tag.
 */
export function Prerendered<T extends CineTag>({ tag, shadow, ...props }: PrerenderedProps<T>): ReactElement {
  // React 19 attaches no `on…` listener of a custom element while hydrating, nor later while the
  // prop keeps its value (facebook/react#35446): they come in the render after mounting, as new props.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const own = mounted
    ? props
    : Object.fromEntries(Object.entries(props).filter(([key]) => !key.startsWith('on')));
  const onServer = typeof document === 'undefined';
  return createElement(
    tag,
    onServer && shadow ? { ...own, dangerouslySetInnerHTML: { __html: shadow } } : own,
  );
}
