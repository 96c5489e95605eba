// @vitest-environment happy-dom

import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../api/test-fetch';
import {
  $cinemas,
  $mainCinema,
  addFavoriteCinema,
  loadCinemas,
  loadFavoriteCinemas,
  makeMainCinema,
  removeFavoriteCinema,
} from './cinemas';
import { clearSession } from './session';
import { signedInStoreTests } from './test-setup';
import { $toasts } from './toasts';

const cinema = (id: string) => ({ id, name: `Cine ${id}`, city: 'Bern' });
const list = (...ids: string[]) => ({ preferredCinemas: ids.map(cinema) });

signedInStoreTests();

beforeEach(() => {
  $cinemas.set({ favoriteCinemas: null, isLoadingFavoritesCinemas: false, loadingCinemas: false });
});

describe('cinema loads', () => {
  it('loads the country once for simultaneous callers, and the favourites with their flag', async () => {
    const sent = fakeFetch(json({ cinemas: [cinema('a'), cinema('b')] }));
    await Promise.all([loadCinemas(), loadCinemas()]);
    expect(sent).toHaveLength(1);
    expect($cinemas.get().cinemas).toHaveLength(2);
    fakeFetch(json(list('b', 'a')));
    const loading = loadFavoriteCinemas();
    expect($cinemas.get().isLoadingFavoritesCinemas).toBe(true);
    await loading;
    expect($mainCinema.get()?.id).toBe('b');
    expect($cinemas.get().isLoadingFavoritesCinemas).toBe(false);
  });

  it('keeps the failure to offer a retry', async () => {
    fakeFetch(json({ errorCode: 'EC-500' }, 500));
    await loadFavoriteCinemas();
    expect($cinemas.get()).toMatchObject({ favoriteCinemas: null, favoritesError: 'EC-500' });
  });
});

describe('favourite changes', () => {
  it('adds and removes with the answer as the new list, one request per click', async () => {
    const sent = fakeFetch(json(list('a', 'b')));
    await Promise.all([addFavoriteCinema('b'), addFavoriteCinema('b')]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { cinemas: ['b'] } });
    expect($cinemas.get().favoriteCinemas?.map((c) => c.id)).toEqual(['a', 'b']);
    const removed = fakeFetch(json(list('b')));
    await removeFavoriteCinema('a');
    expect(removed[0]?.url).toMatch(/accounts\/me\/cinemasdelete$/);
    expect($mainCinema.get()?.id).toBe('b');
  });

  it('makes a cinema the main one by taking the others off and adding them back', async () => {
    $cinemas.setKey('favoriteCinemas', list('a', 'b', 'c').preferredCinemas);
    const sent = fakeFetch(json(list('b')), json(list('b', 'a', 'c')));
    await makeMainCinema('b');
    expect(sent.map((r) => r.body)).toEqual([{ cinemas: ['a', 'c'] }, { cinemas: ['a', 'c'] }]);
    expect($mainCinema.get()?.id).toBe('b');
  });

  it('says a failure in a toast and keeps the list', async () => {
    $cinemas.setKey('favoriteCinemas', list('a').preferredCinemas);
    fakeFetch(json({ errorCode: 'EC-500' }, 500));
    await expect(addFavoriteCinema('b')).resolves.toBe(false);
    expect($cinemas.get().favoriteCinemas?.map((c) => c.id)).toEqual(['a']);
    expect($toasts.get()).toMatchObject([{ kind: 'error', message: 'Error.Occurred' }]);
  });

  it('forgets the favourites when the session ends', () => {
    $cinemas.setKey('favoriteCinemas', list('a').preferredCinemas);
    clearSession();
    expect($cinemas.get().favoriteCinemas).toBeNull();
  });
});
