import { type ComponentType, useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';

/**
 * "My films" downloads after the dashboard's first render, beside its own request to the mobile host
 * (its data comes from there anyway), so the card, the cinema and the links show without waiting for it.
 */
export function DeferredFilms() {
  const { t } = useT();
  const [Films, setFilms] = useState<ComponentType | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) imports again.
  useEffect(() => {
    let mounted = true;
    setFailed(false);
    import('./later-parts').then(
      ({ FilmsBlock }) => mounted && setFilms(() => FilmsBlock),
      () => mounted && setFailed(true),
    );
    return () => {
      mounted = false;
    };
  }, [attempt]);
  if (Films) return <Films />;
  if (failed)
    return <RetryAlert message={t('dashboard.films.error')} onRetry={() => setAttempt((n) => n + 1)} />;
  return <Spinner label={t('dashboard.films.loading')} />;
}
