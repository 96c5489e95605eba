import { useCallback, useState } from 'react';
import { retryImport } from '../platform/retry-import';

type ScreenLoader = () => Promise<unknown>;

/**
 * Loads screen element modules for the router. A failed download (offline just as a sign-in ends)
 * is said at once, retried when the network returns, and can be retried by hand: never an uncaught error.
 */
export function useScreenModule() {
  const [failed, setFailed] = useState<{ key: string; loader: ScreenLoader }>();

  const load = useCallback((key: string, loader: ScreenLoader | undefined) => {
    if (!loader) return;
    retryImport(loader, { onFailure: () => setFailed({ key, loader }) }).then(
      () => setFailed((now) => (now?.key === key ? undefined : now)),
      (error: unknown) => console.warn(`[cine-account] could not load the ${key} screen`, error),
    );
  }, []);

  const retry = useCallback(() => {
    if (failed) load(failed.key, failed.loader);
  }, [failed, load]);

  return { failed: failed?.key, load, retry };
}
