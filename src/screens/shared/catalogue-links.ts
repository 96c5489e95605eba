import { useCallback } from 'react';
import { useT } from '../../i18n/use-t';
import type { Cinema } from '../../stores/cinemas';
import { $settings } from '../../stores/settings-state';
import type { ShowEntry } from '../../stores/shows';
import { useStore } from '../../ui/use-store';

/** The catalogue's base URL from the settings, without a trailing slash (undefined until they load). */
function useCatalogue(): string | undefined {
  return useStore($settings)?.paramsUrls.catalogueUrl.replace(/\/+$/, '');
}

/** `{catalogue}/{lang}/cinemas/{id}`: the cinema's page on the chain's site. */
export function useCinemaHref(): (cinema: Cinema) => string | undefined {
  const { lang } = useT();
  const catalogue = useCatalogue();
  return (cinema) =>
    catalogue ? `${catalogue}/${lang}/cinemas/${encodeURIComponent(cinema.id)}` : undefined;
}

/** `{catalogue}/{lang}/films/{slug}` for a movie (the show list), `/events/{slug}` for anything else. */
export function useShowHref(): (show: ShowEntry) => string | undefined {
  const { lang } = useT();
  const catalogue = useCatalogue();
  // One function while language and catalogue hold, so the memoised show cards are not all drawn again.
  return useCallback(
    (show: ShowEntry) =>
      catalogue &&
      `${catalogue}/${lang}/${show.kind === 'movie' ? 'films' : 'events'}/${encodeURIComponent(show.slug)}`,
    [catalogue, lang],
  );
}

/** `{catalogue}/{lang}`: the catalogue home. */
export function useCatalogueHome(): string | undefined {
  const { lang } = useT();
  const catalogue = useCatalogue();
  return catalogue && `${catalogue}/${lang}`;
}
