import { useStore as useNanoStore } from '@nanostores/react';
import type { Store, StoreValue } from 'nanostores';
import { prerenderedValue } from '../platform/hydration';

/**
 * `useStore` of @nanostores/react for every view: a prerendered element hydrates with the values
 * its HTML was rendered from (React's server snapshot), then shows the live ones.
 */
export function useStore<S extends Store>(store: S): StoreValue<S> {
  return useNanoStore(store, { ssr: () => prerenderedValue(store) }) as StoreValue<S>;
}
