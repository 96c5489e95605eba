/**
 * Keeps the screen on while a code is shown at the door (Screen Wake Lock API): asks for a screen
 * lock now, lets it go while the page is hidden (the browser drops it then anyway) and asks again
 * when the page shows, until the returned function lets it go for good. Where the browser has no
 * wake lock or refuses one (an iframe without `screen-wake-lock` in its permissions policy, a
 * battery saver), nothing happens: the screen dims as it always did, with no error anywhere.
 */
export function keepScreenOn(): () => void {
  const locks = (navigator as Partial<Navigator>).wakeLock;
  if (!locks) return () => {};
  let held: WakeLockSentinel | undefined;
  let wanted = true;
  const visible = () => document.visibilityState === 'visible';
  const letGo = (sentinel?: WakeLockSentinel) => sentinel?.release().catch(() => {});
  const ask = () => {
    if (!wanted || held || !visible()) return;
    locks.request('screen').then(
      (sentinel) => {
        // Closed, hidden or already held when it came: not kept past what it was asked for.
        if (!wanted || held || !visible()) letGo(sentinel);
        else held = sentinel;
      },
      () => {},
    );
  };
  const drop = () => {
    letGo(held);
    held = undefined;
  };
  const onVisibility = () => (visible() ? ask() : drop());
  document.addEventListener('visibilitychange', onVisibility);
  ask();
  return () => {
    wanted = false;
    document.removeEventListener('visibilitychange', onVisibility);
    drop();
  };
}
