import { useLayoutEffect, useRef } from 'react';

/**
 * While `keep` is set, holds the element at least as tall as its first painted screen (the
 * prerendered one): a shorter state the browser swaps in at hydration then leaves everything below
 * where it was painted. Set through the CSSOM, which a strict CSP allows.
 */
export function useKeptBlockSize<T extends HTMLElement>(keep: boolean) {
  const ref = useRef<T>(null);
  const first = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    first.current ??= element.getBoundingClientRect().height;
    element.style.minBlockSize = keep ? `${first.current}px` : '';
  }, [keep]);
  return ref;
}
