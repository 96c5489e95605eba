import css from '../screens/login/login.css?inline';
import { LoginScreen } from '../screens/login/login-screen';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-login>`: the sign-in form (spec routes login and login-iframe). In an iframe the result
 * is posted to `parent-origin`; in a webview it goes to the native bridge.
 *
 * @fires cine-logged-in - The member is signed in: `detail.user` holds `sub`, `email`, `initials` (two capitals, "LM"), `givenName` and `familyName`, never the token.
 * @fires cine-error - A failure other than wrong credentials; `detail.code` is the API code.
 * @fires cine-navigate - Cancelable: the forgotten-password and signup links, the return URL.
 * @csspart page, login, heading, form, field, input, password-toggle, button, error-summary, links - The column, the form and its parts.
 */
export const CineLogin = defineIsland('cine-login', LoginScreen, {
  texts: ['login'],
  styles: [toSheet(css)],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-login': CineElement;
  }
}
