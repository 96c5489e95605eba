import type { ReadableAtom } from 'nanostores';
import { use, useEffect, useLayoutEffect, useRef } from 'react';
import { formatDate } from '../../i18n/format';
import { watchSnapshotTaps } from '../../platform/snapshot-taps';
import { $callsTrying } from '../../stores/calls-trying';
import { $session } from '../../stores/session-state';
import { useIsland } from '../../ui/island-context';
import { $reach, askNetwork, doorOnline, sayOffline } from './door-network';

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

const waits = new WeakMap<ShadowRoot, Promise<void>>();
const handOvers = new WeakMap<Element, () => void>();

function until(stores: readonly ReadableAtom<unknown>[], ready: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const check = () => {
      if (!ready()) return;
      for (const stop of stops) stop();
      resolve();
    };
    for (const store of stores) stops.push(store.listen(check));
    check();
  });
}

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
    wait = import('../../stores/data-layer').then(() => {
      start();
      // Online, a call still trying ends the wait: the screen then says so, with "retry now". Unless
      // the network does not answer: then, as offline, the snapshot stays and says so.
      return until([...stores, $callsTrying, $reach], () => {
        const trying = $callsTrying.get().length > 0;
        if (trying && navigator.onLine) askNetwork();
        if ($reach.get() === 'down') sayOffline(snapshot);
        return ready() || (doorOnline() && trying && !reading());
      });
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
