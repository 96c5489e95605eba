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
 * newsletters, favourite cinemas, download my data and account deletion; the two webview modes show
 * one form each.
 *
 * Attributes: `mode` (`full` | `user-infos` | `update-password`, default `full`) and the shared ones
 * (`lang`, `country`, `api-base`, `context`, `parent-origin`, `return-url`).
 * Events: `cine-error` when a save fails, `cine-logged-out` after the account is deleted (browser),
 * `cine-navigate` (cancelable) for its links. In a webview a deletion sends `confirmDeleteAccount` to the app.
 * Parts: `page`, `profile`, `profile-nav`, `section`, `form`, `field`, `input`, `button`, `dialog`.
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
