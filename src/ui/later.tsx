import { type ComponentType, useEffect, useState } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: one cache for components of every props type.
const loaded = new WeakMap<() => Promise<ComponentType<any>>, ComponentType<any>>();

/**
 * A component whose code downloads only once it is `wanted`, after the screen's first render, for
 * what the first paint never shows (a pop-in): undefined until it is in, and if it never comes
 * (offline). `load` is a module-level function: it keys the cache.
 */
export function useLater<P>(
  load: () => Promise<ComponentType<P>>,
  wanted = true,
): ComponentType<P> | undefined {
  const [Component, setComponent] = useState(() => loaded.get(load) as ComponentType<P> | undefined);
  useEffect(() => {
    if (Component || !wanted) return;
    let mounted = true;
    load().then(
      (component) => {
        loaded.set(load, component);
        if (mounted) setComponent(() => component);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Component, load, wanted]);
  return Component;
}
