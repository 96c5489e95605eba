import { watchFavoriteCinemasCookie } from '../host/favorite-cinemas-cookie';
import css from '../screens/dashboard/dashboard.css?inline';
import { DashboardScreen } from '../screens/dashboard/dashboard-screen';
import filmsCss from '../screens/dashboard/films/films.css?inline';
import { toSheet } from '../styles/sheets';
import badgesCss from '../ui/format-badge.css?inline';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-dashboard>`: the member's home (spec route `{language}`, login required): greeting, member
 * QR code, main cinema, loyalty summary, links to the other sections, and "My films" (the member's
 * shows with format badges, an emotion filter and ratings). Opens the loyalty pop-in while the
 * account asks for it and the privacy pop-in where the settings ask for it. Loads accounts/me; shows
 * a skeleton, then the content or an error with a retry button; a visitor gets a sign-in invitation.
 *
 * @fires cine-navigate - Cancelable: the section links.
 * @csspart page, dashboard, heading, member-card, qr-code, main-cinema, loyalty-summary, sections - The home's blocks.
 * @csspart films, emotion-filter, film, format-badge, show-more - My films.
 * @csspart dialog, button - The pop-ins and buttons.
 */
export const CineDashboard = defineIsland('cine-dashboard', DashboardScreen, {
  texts: ['dashboard', 'member'],
  styles: [toSheet(css), toSheet(filmsCss), toSheet(badgesCss)],
  reactions: [watchFavoriteCinemasCookie],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-dashboard': CineElement;
  }
}
