import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CineEventMap } from './events';

/** Attributes every cine element accepts (design.md section 3), as element properties. */
export interface CineSharedProps {
  lang: string;
  country: string;
  apiBase: string;
  context: 'auto' | 'browser' | 'iframe' | 'webview';
  parentOrigin: string;
  returnUrl: string;
  accountUrl: string;
}

/** A cine element instance; `Props` are the tag's extra attributes as camelCase properties. */
export type CineElement<Props extends object = object> = HTMLElement & Partial<CineSharedProps & Props>;

type EventProps = {
  [K in keyof CineEventMap as `on${K}`]?: (event: CineEventMap[K]) => void;
};

/** JSX props of a cine tag in React 19 (properties, kebab attributes and `oncine-*` listeners). */
export type CineJsxProps<E> = DetailedHTMLProps<HTMLAttributes<E>, E> &
  Partial<Omit<E, keyof HTMLElement>> &
  EventProps & {
    'api-base'?: string;
    'parent-origin'?: string;
    'return-url'?: string;
    'account-url'?: string;
    class?: string;
  };

/**
 * Every `cine-*` entry of `HTMLElementTagNameMap`, as JSX intrinsic elements: a tag file adds
 * `declare global { interface HTMLElementTagNameMap { 'cine-login': CineElement } }` and React
 * knows the tag.
 */
export type CineIntrinsicElements = {
  [K in keyof HTMLElementTagNameMap as K extends `cine-${string}` ? K : never]: CineJsxProps<
    HTMLElementTagNameMap[K]
  >;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends CineIntrinsicElements {}
  }
}
