import css from '../screens/footer/footer.css?inline';
import { FooterScreen } from '../screens/footer/footer-screen';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-footer>`: the site's footer band (spec section 4, Footer): the questions of
 * `{catalogue}/footer` with a switch between the regular and the recurring (SEO) ones, each opening
 * in place, and the country's cinemas of `{catalogue}/cinemas` as links to their catalogue pages.
 * Each half says when it could not load, with a retry; neither leaves an empty band.
 *
 * @csspart footer, switch, question, cinema-link, button - The band, the questions switch, a question, a cinema link, the retry.
 * @cssprop --cine-footer-bg - Background of the band.
 */
export const CineFooter = defineIsland('cine-footer', FooterScreen, {
  // A page's settings failure is said by its main element, not by a band around it.
  settingsNotice: false,
  texts: ['footer', 'member'],
  styles: [toSheet(css)],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-footer': CineElement;
  }
}
