import { watchOffersCookie } from '../host/offers-cookie';
import css from '../screens/loyalty/loyalty.css?inline';
import { LoyaltyScreen } from '../screens/loyalty/loyalty-screen';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-loyalty>`: the loyalty programme (spec routes `{language}/loyalty-program` and
 * `m/{language}/fidelity`; login required): the shown offer with its remaining points, next expiry
 * and QR code, and the points earned and used (10 each, 5 more at a time). A member not in the
 * programme where it runs sees what it gives and a join button; elsewhere it says it does not run.
 * Keeps the `cine_friends_offer` cookie in step with the offers.
 *
 * @attr offer-id - The offer to show (default: the settings' cinema, then snack, friends offer).
 * @fires cine-error - Joining the programme failed.
 * @csspart page, loyalty, offer, balance, offer-points, qr-code, points, points-earned, points-consumed, join, button - The column, the offer, the balance and the offer's points, the points lists, the join block.
 */
export const CineLoyalty = defineIsland('cine-loyalty', LoyaltyScreen, {
  attributes: { 'offer-id': 'string' },
  texts: ['loyalty', 'member'],
  styles: [toSheet(css)],
  reactions: [watchOffersCookie],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-loyalty': CineElement<{ offerId: string }>;
  }
}
