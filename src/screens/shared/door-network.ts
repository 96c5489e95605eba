import { atom, type ReadableAtom } from 'nanostores';
import { $callsTrying } from '../../stores/calls-trying';

type Reach = 'unknown' | 'asking' | 'up' | 'down';

/**
 * Whether the network answers, asked once a door screen's call is trying: a phone with signal and no
 * network (a dead access point, a cellar's last bar) says online while every call fails.
 */
export const $reach = atom<Reach>('unknown');

/** Asks the network once: the page's own address, headers only, past any cache. */
export function askNetwork(): void {
  if ($reach.get() !== 'unknown') return;
  $reach.set('asking');
  fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
    () => $reach.set('up'),
    () => $reach.set('down'),
  );
}

/** Online as the door sees it: the browser says so, and the network, if asked, answered. */
export const doorOnline = () => navigator.onLine && ($reach.get() === 'unknown' || $reach.get() === 'up');

/**
 * With the network gone, the snapshot the worker served as online says "offline, as of" instead:
 * the worker puts that note beside the online one, inert in a template (site/door-sw.js).
 */
export function sayOffline(snapshot: Element): void {
  const offline = snapshot.querySelector('template[data-door-offline]');
  if (!(offline instanceof HTMLTemplateElement)) return;
  snapshot.querySelector('[part~="kept-note"]')?.remove();
  offline.replaceWith(offline.content);
}

/**
 * The door wait's end: once `ready`, or online with a call still trying (the screen then says so, with
 * "retry now"), unless the network does not answer: then, as offline, the snapshot stays and says so.
 */
export function untilLive(
  snapshot: Element,
  stores: readonly ReadableAtom<unknown>[],
  ready: () => boolean,
  reading: () => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const check = () => {
      const trying = $callsTrying.get().length > 0;
      if (trying && navigator.onLine) askNetwork();
      if ($reach.get() === 'down') sayOffline(snapshot);
      if (!ready() && !(doorOnline() && trying && !reading())) return;
      for (const stop of stops) stop();
      resolve();
    };
    for (const store of [...stores, $callsTrying, $reach]) stops.push(store.listen(check));
    check();
  });
}
