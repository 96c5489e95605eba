import { ForgottenPasswordScreen } from '../screens/forgotten-password/forgotten-password-screen';
import css from '../screens/forgotten-password/password.css?inline';
import { toSheet } from '../styles/sheets';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-forgotten-password>`: asks for a password reset link by e-mail (routes
 * `{lang}/forgotten-password`, `{lang}/forgotten-password-iframe`, `m/{lang}/forgotten-password`).
 * The confirmation is the same whether the e-mail has an account or not. In an iframe the parent
 * origin receives ASK_RESET_PASSWORD_SUCCESSFUL or ERROR_ASK_RESET_PASSWORD.
 *
 * @fires cine-error - The request failed; `detail.code` is the API code.
 * @fires cine-navigate - Cancelable: the "back to sign in" link.
 * @csspart page, forgotten-password, sent - The column and the "check your inbox" state.
 * @csspart heading, form, field, input, button, link, error, error-summary - The shared form parts.
 */
export const CineForgottenPassword = defineIsland('cine-forgotten-password', ForgottenPasswordScreen, {
  texts: ['password'],
  styles: [toSheet(css)],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-forgotten-password': CineElement;
  }
}
