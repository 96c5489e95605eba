import css from '../screens/login/login.css?inline';
import { LoginScreen } from '../screens/login/login-screen';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-login>`: the sign-in form (spec routes login and login-iframe).
 *
 * Attributes: the shared ones (`lang`, `country`, `api-base`, `context`, `parent-origin`, `return-url`).
 * Events: `cine-logged-in` on success, `cine-error` on a failure other than wrong credentials,
 * `cine-navigate` (cancelable) for the forgotten-password and signup links.
 * In an iframe the result is posted to `parent-origin`; in a webview it goes to the native bridge.
 * Parts: `page`, `login`, `heading`, `form`, `field`, `input`, `password-toggle`, `button`,
 * `error-summary`, `links`.
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
