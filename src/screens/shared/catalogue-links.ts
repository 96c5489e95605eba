import { useT } from '../../i18n/use-t';
import type { Cinema } from '../../stores/cinemas';
import { $settings } from '../../stores/settings-state';
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

/** `{catalogue}/{lang}`: the catalogue home. */
export function useCatalogueHome(): string | undefined {
  const { lang } = useT();
  const catalogue = useCatalogue();
  return catalogue && `${catalogue}/${lang}`;
}
