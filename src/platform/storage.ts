/** Local-storage key set while e-tickets are kept on this device for the cinema door. */
export const OFFLINE_TICKETS_MARK = 'cine_offline_tickets';

/** Which Web Storage area: this tab's session, or the origin's local storage. */
export type StorageArea = 'session' | 'local';

function area(kind: StorageArea): Storage | undefined {
  try {
    return kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    // Storage can throw in sandboxed iframes with cookies blocked.
    return undefined;
  }
}

/** The text stored under `key`, or undefined when absent or storage is blocked. */
export function readStored(key: string, kind: StorageArea = 'session'): string | undefined {
  try {
    return area(kind)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores `value` under `key`; a full or blocked storage only loses the convenience, so it never throws. */
export function writeStored(key: string, value: string, kind: StorageArea = 'session'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or blocked: nothing to do.
  }
}

/** Removes `key`; never throws. */
export function removeStored(key: string, kind: StorageArea = 'session'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
