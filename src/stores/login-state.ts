import { atom, map } from 'nanostores';

/** The login form's request state; `error` is kept until the next attempt. */
export type LoginState = {
  submitting: boolean;
  error?: { status: number; code: string };
  viaIframe: boolean;
};

/** What the login screen submits; `challenge` comes from the captcha provider. */
export type LoginInput = { login: string; password: string; challenge: string };

export const $login = map<LoginState>({ submitting: false, viaIframe: false });

/** True while a logout request runs: the control is busy. */
export const $loggingOut = atom(false);

/** Clears a kept login error (the screen calls it when the customer edits the form). */
export function clearLoginError(): void {
  $login.setKey('error', undefined);
}
