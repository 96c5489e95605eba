import { watchFavoriteCinemasCookie } from '../host/favorite-cinemas-cookie';
import cinemasCss from '../screens/profile/favorite-cinemas/favorite-cinemas.css?inline';
import css from '../screens/profile/profile.css?inline';
import { ProfileScreen } from '../screens/profile/profile-screen';
import personCss from '../screens/signup/person-fields.css?inline';
import { toSheet } from '../styles/sheets';
import passwordRulesCss from '../ui/password-rules.css?inline';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-profile>`: the member's profile (spec routes `{language}/profile`, `m/{language}/profile/user-infos`,
 * `m/{language}/profile/update-password`; login required). Mode `full` shows details, password,
 * newsletters, favourite cinemas, download my data and account deletion; `user-infos` shows the
 * details and account deletion, `update-password` the password form. In a webview a deletion sends
 * `confirmDeleteAccount` to the app.
 *
 * @attr {'full' | 'user-infos' | 'update-password'} mode - Which forms (default `full`).
 * @fires cine-error - A save failed.
 * @fires cine-logged-out - The account was deleted (browser).
 * @fires cine-navigate - Cancelable: its links.
 * @csspart page, profile, profile-nav, section, form, field, input, button, dialog - The column, its sections and forms.
 */
export const CineProfile = defineIsland('cine-profile', ProfileScreen, {
  attributes: { mode: 'string' },
  texts: ['profile', 'signup', 'password', 'member'],
  styles: [toSheet(css), toSheet(personCss), toSheet(passwordRulesCss), toSheet(cinemasCss)],
  reactions: [watchFavoriteCinemasCookie],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-profile': CineElement<{ mode: 'full' | 'user-infos' | 'update-password' }>;
  }
}
