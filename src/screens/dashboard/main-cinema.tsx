import { type ReactNode, useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { sectionPath } from '../../platform/paths';
import { $cinemas, $mainCinema, loadFavoriteCinemas } from '../../stores/cinemas';
import { $config } from '../../stores/config';
import { AppLink } from '../../ui/app-link';
import { Heading } from '../../ui/heading';
import { RetryAlert } from '../../ui/retry-alert';
import { useStore } from '../../ui/use-store';
import { useCinemaHref } from '../shared/catalogue-links';
import { Waiting } from '../shared/waiting';

/** The member's main cinema (the first favourite, spec section 3), or an invitation to choose one. */
export function MainCinema() {
  const { t } = useT();
  const config = useStore($config);
  const { favoriteCinemas, isLoadingFavoritesCinemas, favoritesError } = useStore($cinemas);
  const main = useStore($mainCinema);
  const hrefOf = useCinemaHref();
  useEffect(() => {
    const state = $cinemas.get();
    if (!state.favoriteCinemas && !state.isLoadingFavoritesCinemas) void loadFavoriteCinemas();
  }, []);
  const choose = `${sectionPath(config, 'profile')}#favorite-cinemas`;
  let body: ReactNode;
  if (main) {
    body = (
      <>
        <p className="main-cinema__name">
          <a href={hrefOf(main)}>{main.name}</a>
        </p>
        <p className="main-cinema__place">{[main.address, main.city].filter(Boolean).join(', ')}</p>
        <AppLink href={choose}>{t('dashboard.mainCinema.change')}</AppLink>
      </>
    );
  } else if (favoritesError && !isLoadingFavoritesCinemas) {
    body = <RetryAlert message={t('dashboard.mainCinema.error')} onRetry={loadFavoriteCinemas} />;
  } else if (!favoriteCinemas) {
    body = <Waiting label={t('dashboard.mainCinema.loading')} />;
  } else {
    body = (
      <>
        <p>{t('dashboard.mainCinema.none')}</p>
        <AppLink href={choose}>{t('dashboard.mainCinema.choose')}</AppLink>
      </>
    );
  }
  return (
    <section className="main-cinema" part="main-cinema" aria-labelledby="main-cinema-title">
      <Heading level={2} id="main-cinema-title">
        {t('dashboard.mainCinema.heading')}
      </Heading>
      {body}
    </section>
  );
}
