import { useCallback } from 'react';
import type { ShowEntry } from '../../../stores/shows';
import { useCatalogueHome } from '../../shared/catalogue-links';

/** `{catalogue}/{lang}/films/{slug}` for a movie (the show list), `/events/{slug}` for anything else. */
export function useShowHref(): (show: ShowEntry) => string | undefined {
  const home = useCatalogueHome();
  // One function while language and catalogue hold, so the memoised show cards are not all drawn again.
  return useCallback(
    (show: ShowEntry) =>
      home && `${home}/${show.kind === 'movie' ? 'films' : 'events'}/${encodeURIComponent(show.slug)}`,
    [home],
  );
}
