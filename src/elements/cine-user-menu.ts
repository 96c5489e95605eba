import languages from '../screens/language-switcher/language-switcher.css?inline';
import css from '../screens/user-menu/user-menu.css?inline';
import { UserMenuScreen } from '../screens/user-menu/user-menu-screen';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-user-menu>`: for marketing headers. Signed in: a chip with the member's initials and first
 * name opening a menu (dashboard, e-tickets, loyalty, profile, the country's languages, sign out). Signed out: a "Sign in" link.
 *
 * Attributes: the shared ones (`lang`, `country`, `api-base`, `context`, `parent-origin`, `return-url`).
 * Events: `cine-navigate` (cancelable) for its links, `cine-logged-out` after sign out.
 * Theming: `--cine-user-menu-bg`, `--cine-user-menu-color`, `--cine-user-menu-border` for the chip.
 * Parts: `user-menu`, `toggle`, `panel`, `logout`, `sign-in`.
 */
export const CineUserMenu = defineIsland('cine-user-menu', UserMenuScreen, {
  settingsNotice: false,
  texts: ['user-menu'],
  styles: [toSheet(css), toSheet(languages)],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-user-menu': CineElement;
  }
}
