import recoveryCss from '../screens/forgotten-password/password.css?inline';
import { ResetPasswordScreen } from '../screens/reset-password/reset-password-screen';
import { toSheet } from '../styles/sheets';
import passwordRulesCss from '../ui/password-rules.css?inline';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-reset-password>`: sets a new password from the e-mailed reset link (routes
 * `{lang}/reset-password`, `{lang}/reset-password-iframe`). A used or expired link says so and
 * offers a new request. In an iframe the parent origin receives RESET_PASSWORD_SUCCESSFUL or
 * ERROR_RESET_PASSWORD.
 *
 * @attr token - The single-use reset token (also read from the `token` query parameter).
 * @fires cine-error - The reset failed; `detail.code` is the API code (EC-130: used or expired link).
 * @fires cine-navigate - Cancelable: the "sign in" and "ask for a new link" links.
 * @csspart page, reset-password, done, expired, missing - The column and its end states.
 * @csspart heading, form, field, input, password-toggle, password-rules, button, link, error, error-summary - The shared form parts.
 */
export const CineResetPassword = defineIsland('cine-reset-password', ResetPasswordScreen, {
  attributes: { token: 'string' },
  texts: ['password'],
  styles: [toSheet(passwordRulesCss), toSheet(recoveryCss)],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-reset-password': CineElement<{ token: string }>;
  }
}
