import css from '../screens/contact/contact.css?inline';
import { ContactScreen } from '../screens/contact/contact-screen';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-contact>`: contact support (spec routes `{language}/contact-us` and `m/{language}/contact-us`;
 * open): the help articles of the settings' contact category as questions that open in place, with
 * a search box, then the form (topic, name, e-mail, optional order reference, message, human check)
 * sent with `POST contact-support`. A signed-in member writes from the account's address (shown,
 * read only). A failure keeps every word typed and says so.
 *
 * @fires cine-error - The message could not be sent.
 * @csspart page, contact, faq, question - The column and the help articles.
 * @csspart form, input, select, textarea, error, error-summary, sent, button - The form, its parts and the "sent" state.
 */
export const CineContact = defineIsland('cine-contact', ContactScreen, {
  texts: ['contact', 'member'],
  styles: [toSheet(css)],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-contact': CineElement;
  }
}
