import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  $cinemas,
  addFavoriteCinema,
  type Cinema,
  loadCinemas,
  loadFavoriteCinemas,
  makeMainCinema,
  removeFavoriteCinema,
} from '../../../stores/cinemas';
import { useIsland } from '../../../ui/island-context';
import { RetryAlert } from '../../../ui/retry-alert';
import { useStore } from '../../../ui/use-store';
import { Waiting } from '../../shared/waiting';
import { ProfileSection } from '../profile-section';
import { CinemaPicker } from './cinema-picker';
import { FavoriteList } from './favorite-list';

/** Loads what is missing (and again after a failure when asked). */
function loadMissing() {
  const state = $cinemas.get();
  if (!state.cinemas && !state.loadingCinemas) void loadCinemas();
  if (!state.favoriteCinemas && !state.isLoadingFavoritesCinemas) void loadFavoriteCinemas();
}

/** The member's favourite cinemas (the first is the main one) and a searchable picker to add more. */
export function FavoriteCinemas() {
  const { t } = useT();
  const { id: island, element, prefix } = useIsland();
  const state = useStore($cinemas);
  const [news, setNews] = useState('');
  const inputId = `${prefix}-cinema-picker`;
  useEffect(loadMissing, []);
  // After a change, focus goes back to the picker and the live region says what happened.
  const done = (message: string) => {
    setNews(message);
    element?.shadowRoot?.getElementById(inputId)?.focus();
  };
  const add = async (cinema: Cinema) => {
    const added = await addFavoriteCinema(cinema.id, island);
    if (added) done(t('profile.cinemas.added', { name: cinema.name }));
    return added;
  };
  const remove = async (cinema: Cinema) => {
    if (await removeFavoriteCinema(cinema.id, island))
      done(t('profile.cinemas.removed', { name: cinema.name }));
  };
  const promote = async (cinema: Cinema) => {
    if (await makeMainCinema(cinema.id, island)) done(t('profile.cinemas.madeMain', { name: cinema.name }));
  };
  const favorites = state.favoriteCinemas;
  const failed = (state.favoritesError && !favorites) || (state.cinemasError && !state.cinemas);
  const taken = new Set((favorites ?? []).map((cinema) => cinema.id));
  return (
    <ProfileSection
      id="favorite-cinemas"
      title={t('profile.cinemas.title')}
      intro={t('profile.cinemas.intro')}
    >
      <p className="visually-hidden" role="status">
        {news}
      </p>
      {failed ? (
        <RetryAlert message={t('profile.cinemas.loadError')} onRetry={loadMissing} />
      ) : !favorites || !state.cinemas ? (
        <Waiting label={t('profile.cinemas.loading')} />
      ) : (
        <>
          <FavoriteList
            favorites={favorites}
            pending={state.pending}
            onRemove={remove}
            onMakeMain={promote}
          />
          <CinemaPicker
            inputId={inputId}
            choices={state.cinemas.filter((cinema) => !taken.has(cinema.id))}
            busy={Boolean(state.pending)}
            onAdd={add}
          />
        </>
      )}
    </ProfileSection>
  );
}
