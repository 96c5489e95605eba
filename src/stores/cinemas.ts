import { map } from 'nanostores';
import { getMyCinemas } from '../api/account';
import { getCinemas } from '../api/cinemas';
import type { Cinema } from '../api/contract/cinemas';
import { toApiError } from '../api/http';
import { addMyCinemas, removeMyCinemas } from '../api/profile';
import { derive } from '../platform/hydration';
import { apiContext } from './api-context';
import { emitError, offlineOr } from './outcomes';
import { $session } from './session-state';
import { showToast } from './toasts';

export type { Cinema };

/** Spec section 3 "Cinema state", plus the load failures and the cinema being changed. */
export type CinemasState = {
  /** Every cinema of the country; undefined until loaded. */
  cinemas?: Cinema[];
  /** The member's favourites, main cinema first; null until loaded. */
  favoriteCinemas: Cinema[] | null;
  isLoadingFavoritesCinemas: boolean;
  loadingCinemas: boolean;
  cinemasError?: string;
  favoritesError?: string;
  /** Id of the cinema being added, removed or made main. */
  pending?: string;
};

const initial: CinemasState = {
  favoriteCinemas: null,
  isLoadingFavoritesCinemas: false,
  loadingCinemas: false,
};

export const $cinemas = map<CinemasState>({ ...initial });

/** The first favourite is the member's main cinema, or null if none (spec section 3). */
export const $mainCinema = derive([$cinemas], (state) => state.favoriteCinemas?.[0] ?? null);

let loadingAll: Promise<void> | undefined;
let loadingFavorites: Promise<void> | undefined;

/** GET cinemas (request, success, failure); concurrent callers share one request. */
export function loadCinemas(): Promise<void> {
  loadingAll ??= (async () => {
    $cinemas.set({ ...$cinemas.get(), loadingCinemas: true, cinemasError: undefined });
    try {
      const { cinemas } = await getCinemas(apiContext());
      $cinemas.set({ ...$cinemas.get(), cinemas, loadingCinemas: false });
    } catch (err) {
      $cinemas.set({ ...$cinemas.get(), loadingCinemas: false, cinemasError: toApiError(err).code });
    }
  })().finally(() => {
    loadingAll = undefined;
  });
  return loadingAll;
}

/** GET accounts/me/cinemas: loading sets the flag, receiving them stores them and clears it (spec section 4). */
export function loadFavoriteCinemas(): Promise<void> {
  loadingFavorites ??= (async () => {
    const member = $session.get().user?.sub;
    $cinemas.set({ ...$cinemas.get(), isLoadingFavoritesCinemas: true, favoritesError: undefined });
    try {
      const { preferredCinemas } = await getMyCinemas(apiContext());
      if ($session.get().user?.sub !== member) return;
      $cinemas.set({
        ...$cinemas.get(),
        favoriteCinemas: preferredCinemas,
        isLoadingFavoritesCinemas: false,
      });
    } catch (err) {
      $cinemas.set({
        ...$cinemas.get(),
        isLoadingFavoritesCinemas: false,
        favoritesError: toApiError(err).code,
      });
    }
  })().finally(() => {
    loadingFavorites = undefined;
  });
  return loadingFavorites;
}

// One change at a time: a double click sends one request; the answer is the new list.
async function change(id: string, send: () => Promise<{ preferredCinemas: Cinema[] }>, origin?: string) {
  if ($cinemas.get().pending) return false;
  $cinemas.setKey('pending', id);
  try {
    const { preferredCinemas } = await send();
    $cinemas.set({ ...$cinemas.get(), favoriteCinemas: preferredCinemas, pending: undefined });
    showToast({ kind: 'success', title: '_.Success', message: '_.UpdateSuccessful' });
    return true;
  } catch (err) {
    $cinemas.setKey('pending', undefined);
    // A change may have half-happened (make main: removed, not added back): show what the server holds.
    void loadFavoriteCinemas();
    const message = offlineOr(toApiError(err), 'Error.Occurred');
    showToast({ kind: 'error', title: 'Error.Title', message });
    emitError(toApiError(err), message, origin);
    return false;
  }
}

/** PATCH accounts/me/cinemas: adds a favourite at the end of the list. */
export const addFavoriteCinema = (id: string, origin?: string) =>
  change(id, () => addMyCinemas(apiContext(), [id]), origin);

/** PATCH accounts/me/cinemasdelete: removes a favourite (the next one becomes the main cinema). */
export const removeFavoriteCinema = (id: string, origin?: string) =>
  change(id, () => removeMyCinemas(apiContext(), [id]), origin);

/** Moves a favourite to the front: the others are taken off and added back after it. */
export function makeMainCinema(id: string, origin?: string): Promise<boolean> {
  const others = ($cinemas.get().favoriteCinemas ?? [])
    .map((cinema) => cinema.id)
    .filter((other) => other !== id);
  if (others.length === 0) return Promise.resolve(true);
  return change(
    id,
    async () => {
      await removeMyCinemas(apiContext(), others);
      return addMyCinemas(apiContext(), others);
    },
    origin,
  );
}

// Logged out: favourites belong to the session that is gone; the country's cinemas stay.
$session.listen((session) => {
  if (!session.token) $cinemas.set({ ...initial, cinemas: $cinemas.get().cinemas });
});
