import personCss from '../screens/signup/person-fields.css?inline';
import signupCss from '../screens/signup/signup.css?inline';
import { SignupScreen } from '../screens/signup/signup-screen';
import { toSheet } from '../styles/sheets';
import passwordRulesCss from '../ui/password-rules.css?inline';
import { defineIsland } from './define-island';
import type { CineElement } from './types';

/**
 * `<cine-signup>`: the three-step member registration (spec section 4): credentials, personal
 * details, activation code. Routes: `{lang}/signup`, `{lang}/signup-iframe`, `m/{lang}/signup`.
 * In an iframe the result (code, message, token) is posted to the allowed parent origin; in a
 * webview the native app receives `loggedIn` with the token (as after a login), then `close`.
 *
 * @attr entity - Encrypted client info from a partner link (also read from the `entity` query
 *   parameter); decrypted to prefill e-mail, first and last name and the return URL.
 * @fires cine-signed-up - The account exists and the member is signed in: `detail.user` as `cine-logged-in` gives it.
 * @fires cine-navigate - Cancelable: where the browser goes next (return URL or the dashboard).
 * @fires cine-error - A signup call failed; `detail.code` is the API code (EC-101 by default).
 * @csspart signup, progress - The screen's column and "Step 2 of 3".
 * @csspart heading, form, field, input, select, checkbox, radio, button, link, error, error-summary, notice, password-rules - The shared form parts.
 */
export const CineSignup = defineIsland('cine-signup', SignupScreen, {
  attributes: { entity: 'string' },
  // The password rules (shared with reset-password) live in the password texts.
  texts: ['signup', 'password', 'member'],
  styles: [toSheet(passwordRulesCss), toSheet(signupCss), toSheet(personCss)],
});

declare global {
  interface HTMLElementTagNameMap {
    'cine-signup': CineElement<{ entity: string }>;
  }
}
