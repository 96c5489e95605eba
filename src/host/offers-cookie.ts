import { deleteCookie, writeCookie } from '../platform/cookies';
import { $loyalty } from '../stores/loyalty';
import { $settings } from '../stores/settings-state';

/** Name of the cookie saying whether the member holds the cinema friends offer (spec section 4). */
export const OFFER_COOKIE = 'cine_friends_offer';
let stop: (() => void) | undefined;

/**
 * The offers-list effect of spec section 4: a cookie that is `true` when an offer with the settings'
 * cinema friends id exists (`false` otherwise), Lax, Secure, root path; gone with the session.
 */
export function watchOffersCookie(): () => void {
  if (stop) return stop;
  let written = false;
  const sync = () => {
    const offers = $loyalty.get().offersList;
    const id = $settings.get()?.features.offers.offerTypeCinemaFriendsId;
    if (offers && id) {
      writeCookie(OFFER_COOKIE, String(offers.some((offer) => offer.offerId === id)), { sameSite: 'Lax' });
      written = true;
    } else if (!offers && written) {
      deleteCookie(OFFER_COOKIE);
      written = false;
    }
  };
  const stops = [$loyalty.listen(sync), $settings.listen(sync)];
  sync();
  stop = () => {
    for (const each of stops) each();
    stop = undefined;
  };
  return stop;
}
