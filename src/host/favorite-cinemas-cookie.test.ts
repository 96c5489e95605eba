// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCookie } from '../platform/cookies';
import { $cinemas } from '../stores/cinemas';
import { $settings } from '../stores/settings-state';
import { settingsFixture } from '../stores/test-fixtures';
import { watchFavoriteCinemasCookie } from './favorite-cinemas-cookie';

const cinema = (id: string) => ({ id, name: id, city: 'Bern' });
let stop = () => {};

beforeEach(() => {
  // happy-dom keeps Secure cookies on http://localhost, as browsers do.
  $settings.set(settingsFixture);
  $cinemas.set({ favoriteCinemas: null, isLoadingFavoritesCinemas: false, loadingCinemas: false });
  stop = watchFavoriteCinemasCookie();
});
afterEach(() => stop());

describe('the favourite-cinemas cookie', () => {
  it('holds the favourites in order, main cinema first, and follows each change', () => {
    $cinemas.setKey('favoriteCinemas', [cinema('ch-bern'), cinema('ch-basel')]);
    expect(readCookie('fav')).toBe('ch-bern,ch-basel');
    $cinemas.setKey('favoriteCinemas', [cinema('ch-basel')]);
    expect(readCookie('fav')).toBe('ch-basel');
  });

  it('is deleted when the list empties or the session ends', () => {
    $cinemas.setKey('favoriteCinemas', [cinema('ch-bern')]);
    $cinemas.setKey('favoriteCinemas', []);
    expect(readCookie('fav')).toBeUndefined();
    $cinemas.setKey('favoriteCinemas', [cinema('ch-bern')]);
    $cinemas.setKey('favoriteCinemas', null);
    expect(readCookie('fav')).toBeUndefined();
  });
});
