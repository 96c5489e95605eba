import { watchFavoriteCinemasCookie } from '../host/favorite-cinemas-cookie';
import css from '../screens/dashboard/dashboard.css?inline';
import { DashboardScreen } from '../screens/dashboard/dashboard-screen';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-dashboard>`: the member's home (spec route `{language}`, login required): greeting, member
 * QR code, links to the other sections. Loads accounts/me; shows a skeleton, then the content or an
 * error with a retry button.
 *
 * Attributes: the shared ones (`lang`, `country`, `api-base`, `context`, `parent-origin`, `return-url`).
 * Events: `cine-navigate` (cancelable) for the section links.
 * Parts: `page`, `dashboard`, `heading`, `member-card`, `qr-code`, `sections`, `button`.
 */
export const CineDashboard = defineIsland('cine-dashboard', DashboardScreen, {
  texts: ['dashboard'],
  styles: [toSheet(css)],
  reactions: [watchFavoriteCinemasCookie],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-dashboard': CineElement;
  }
}
