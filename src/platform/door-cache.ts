/** The Cache Storage cache of the door snapshots (src/platform/door-snapshot.ts); the worker reads it under the same name. */
export const DOOR_CACHE = 'cine-account-door';

/** Deletes every member's snapshots (sign-out, a session-ending 401, account deletion). */
export async function forgetDoorSnapshots(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(DOOR_CACHE);
  } catch {
    // No Cache Storage: nothing kept.
  }
}
