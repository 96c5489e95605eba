import css from '../screens/contact-offer/contact-offer.css?inline';
import { ContactOfferScreen } from '../screens/contact-offer/contact-offer-screen';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-contact-offer>`: a request to the cinema's events team (spec routes
 * `{language}/contact-offer/birthday|schoolSession|b2b`; open, also in the webview), sent with
 * `POST contact-offer/{kind}`. Birthday: child's first name and age, date, guests, cinema, contact
 * name, phone, e-mail, message. School session: school, class level, pupils, teachers, preferred
 * dates, film or theme, cinema, contact. Business: company, event type, head count, date, cinema,
 * budget range, contact. Checked with the API's own bounds, with the human check; a failure keeps
 * every value.
 *
 * @attr {'birthday' | 'schoolSession' | 'b2b'} kind - Which request (another value says so).
 * @fires cine-error - The request could not be sent.
 * @csspart page, contact-offer, form, input, select, textarea, error, error-summary, sent, button - The column, the form and its parts, the "sent" state.
 */
export const CineContactOffer = defineIsland('cine-contact-offer', ContactOfferScreen, {
  attributes: { kind: 'string' },
  texts: ['contact-offer'],
  styles: [toSheet(css)],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-contact-offer': CineElement<{ kind: string }>;
  }
}
