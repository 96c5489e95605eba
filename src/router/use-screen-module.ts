import { useCallback, useRef, useState } from 'react';
import { retryImport } from '../platform/retry-import';

/**
 * Loads screen element modules for the router. A failed download (offline just as a sign-in ends)
 * is said at once, retried when the network returns, and can be retried by hand: never an uncaught error.
 */
export function useScreenModule() {
  const [failed, setFailed] = useState<string>();
  const loaders = useRef(new Map<string, () => Promise<unknown>>());

  const load = useCallback((key: string, loader: (() => Promise<unknown>) | undefined) => {
    if (!loader) return;
    loaders.current.set(key, loader);
    retryImport(loader, { onFailure: () => setFailed(key) }).then(
      () => setFailed((now) => (now === key ? undefined : now)),
      (error: unknown) => console.warn(`[cine-account] could not load the ${key} screen`, error),
    );
  }, []);

  const retry = useCallback(() => {
    if (failed) load(failed, loaders.current.get(failed));
  }, [failed, load]);

  return { failed, load, retry };
}
