import type { ReadableAtom } from 'nanostores';
import { use, useEffect, useLayoutEffect, useRef } from 'react';
import { formatDate } from '../../i18n/format';
import { watchSnapshotTaps } from '../../platform/snapshot-taps';
import { $session } from '../../stores/session-state';
import { useIsland } from '../../ui/island-context';

type Loadable = { loading?: boolean; error?: string };

/**
 * A screen's data as the door wait sees it: `ready` once loaded, failed while online (offline the
 * snapshot stays), or signed out; `start` loads it once, a failure staying on screen with its retry.
 */
export function doorData<S extends Loadable>(
  store: ReadableAtom<S>,
  loaded: (state: S) => unknown,
  load: () => unknown,
  // Whether this device's kept copy is still being read (see useDoorWait).
  reading: (state: S) => unknown = () => false,
) {
  const ready = () => {
    const state = store.get();
    return !$session.get().token || Boolean(loaded(state)) || (Boolean(state.error) && doorOnline());
  };
  const start = () => {
    const state = store.get();
    if ($session.get().token && !loaded(state) && !state.loading && !state.error) void load();
  };
  return { ready, start, reading: () => Boolean(reading(store.get())) };
}

/** Now, as the "as of" notes write a kept copy's time. */
export const asOfNow = (locale: string) =>
  formatDate(new Date(), locale, { dateStyle: 'medium', timeStyle: 'short' });

// The network probe comes with the door wait's data layer: only a screen served as a snapshot asks.
let network: typeof import('./door-network') | undefined;

/** Online as the door sees it: the browser says so and, once the probe is in, the network answered. */
export const doorOnline = () => network?.doorOnline() ?? navigator.onLine;

const waits = new WeakMap<ShadowRoot, Promise<void>>();
const handOvers = new WeakMap<Element, () => void>();

/**
 * Over the door snapshot the worker served (a member's screen kept for the cinema door), the screen's
 * first render waits until its data is in: the screen's own render then takes the snapshot's place
 * before the browser paints, the same content in the same place, instead of a loading frame. Offline
 * with nothing kept, the snapshot stays.
 */
export function useDoorWait(
  stores: readonly ReadableAtom<unknown>[],
  ready: () => boolean,
  start: () => void,
  // Whether this device's kept copy is still being read: a call retrying meanwhile does not end the wait.
  reading: () => boolean = () => false,
) {
  const shadow = useIsland().element?.shadowRoot;
  const snapshot = shadow?.querySelector('.island[data-door]');
  const kept = useRef(snapshot);
  // React renders beside what a shadow root holds (it empties only elements): the snapshot, its sheets in it, goes.
  useLayoutEffect(() => {
    if (kept.current) handOvers.get(kept.current)?.();
    kept.current = null;
  }, []);
  if (!snapshot || !shadow) return;
  let wait = waits.get(shadow);
  if (!wait) {
    // Once a snapshot, as its wait is made: a tap on it from now on is answered once the screen is live.
    handOvers.set(snapshot, watchSnapshotTaps(snapshot));
    // Once the session is read from its cookie (the data layer): a session not read yet is no sign-out.
    wait = Promise.all([import('../../stores/data-layer'), import('./door-network')]).then(([, probe]) => {
      network = probe;
      start();
      return probe.untilLive(snapshot, stores, ready, reading);
    });
    waits.set(shadow, wait);
  }
  use(wait);
}

/** A page's first Intl format costs 60-100 ms at CPU x4 (ICU's set-up): paid while the screen's data is on its way. */
export const useWarmIntl = () => useEffect(() => void setTimeout(asOfNow, 0, 'en'), []);

/** Keeps the screen as shown for the next visit once `fresh` data (from the network) is on it. */
export function useDoorSnapshot(
  fresh: unknown,
  notes: () => { offline: string; online?: string },
  worker?: string,
) {
  const element = useIsland().element;
  // biome-ignore lint/correctness/useExhaustiveDependencies: kept once per fresh answer.
  useEffect(() => {
    if (!fresh || !element) return;
    // After the browser has painted it: the snapshot is what the member saw.
    const timer = setTimeout(() =>
      import('../../stores/door').then(({ keepDoorSnapshot }) => keepDoorSnapshot(element, notes(), worker)),
    );
    return () => clearTimeout(timer);
  }, [fresh, element]);
}
