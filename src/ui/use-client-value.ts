import { useSyncExternalStore } from 'react';

const still = () => () => {};

/**
 * A value only the browser knows (the device, the user agent): `serverValue` in prerendered HTML
 * and while it hydrates, the browser's value right after, so hydration never mismatches.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(still, read, () => serverValue);
}
