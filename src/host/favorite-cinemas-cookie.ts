import { deleteCookie, writeCookie } from '../platform/cookies';
import { $cinemas } from '../stores/cinemas';
import { $settings } from '../stores/settings-state';

let stop: (() => void) | undefined;

/**
 * Keeps the favourite-cinemas cookie (`settings.cookies.favoriteCinemas`) in step with the member's
 * favourites, so the chain's other pages know the main cinema: ids in order, comma-joined, Secure,
 * SameSite=Lax, path /, domain `sharedDomain`; deleted when the list is empty or the session ends.
 */
export function watchFavoriteCinemasCookie(): () => void {
  if (stop) return stop;
  let written: { name: string; domain: string } | undefined;
  const sync = () => {
    const settings = $settings.get();
    if (!settings) return;
    const favorites = $cinemas.get().favoriteCinemas;
    const name = settings.cookies.favoriteCinemas;
    const domain = settings.paramsUrls.sharedDomain;
    if (favorites?.length) {
      writeCookie(name, favorites.map((cinema) => cinema.id).join(','), {
        domain,
        sameSite: 'Lax',
        days: 365,
      });
      written = { name, domain };
    } else if (favorites || written) {
      // An empty list, or null after a logout: no one's favourites stay behind.
      deleteCookie(written?.name ?? name, { domain: written?.domain ?? domain });
      written = undefined;
    }
  };
  const stops = [$cinemas.listen(sync), $settings.listen(sync)];
  sync();
  stop = () => {
    for (const each of stops) each();
    stop = undefined;
  };
  return stop;
}
