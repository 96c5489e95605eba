import { computed, type ReadableAtom, type Store, type StoreValue } from 'nanostores';

// A prerendered root hydrates with the values the server rendered: a store's initial value, or its
// current one for page stores (configuration, URL, texts), which the server and the page share.
const pageStores = new WeakSet<object>();
const derivations = new WeakMap<
  object,
  {
    stores: readonly Store[];
    compute: (...values: never[]) => unknown;
    last?: { args: unknown[]; value: unknown };
  }
>();

/** Marks a store whose value the prerendered HTML already shows (config, location, texts). */
export function pageStore<S extends Store>(store: S): S {
  pageStores.add(store);
  return store;
}

/** `computed` whose prerendered value can be worked out from its stores' prerendered values. */
export function derive<const S extends readonly Store[], T>(
  stores: S,
  compute: (...values: { [K in keyof S]: StoreValue<S[K]> }) => T,
): ReadableAtom<T> {
  const store = computed(stores as unknown as Store[], compute as (...values: unknown[]) => T);
  derivations.set(store, { stores, compute: compute as (...values: never[]) => unknown });
  return store;
}

/**
 * The value a store had when the page was prerendered; the same object for the same inputs, as
 * React's getServerSnapshot must return.
 */
export function prerenderedValue<T>(store: Store<T>): T {
  if (pageStores.has(store)) return store.get();
  const derivation = derivations.get(store);
  if (!derivation) return (store as unknown as { init: T }).init;
  const args = derivation.stores.map((each) => prerenderedValue(each));
  const { last } = derivation;
  if (last?.args.every((arg, index) => Object.is(arg, args[index]))) return last.value as T;
  const value = derivation.compute(...(args as never[]));
  derivation.last = { args, value };
  return value as T;
}
