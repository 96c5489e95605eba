import languages from '../screens/language-switcher/language-switcher.css?inline';
import css from '../screens/user-menu/user-menu.css?inline';
import { UserMenuScreen } from '../screens/user-menu/user-menu-screen';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-user-menu>`: for marketing headers. Signed in: a chip with the member's initials and first
 * name opening a menu (dashboard, e-tickets, loyalty, profile, the country's languages, sign out).
 * Signed out: a "Sign in" link.
 *
 * @fires cine-navigate - Cancelable: its links.
 * @fires cine-logged-out - After sign out.
 * @csspart user-menu, toggle, panel, logout, sign-in - The chip, its menu and the sign-in link.
 * @cssprop --cine-user-menu-bg, --cine-user-menu-color, --cine-user-menu-border - The chip's colours.
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
