/** Options of {@link CaptchaProvider.mount}; `label` is the dev checkbox's text, already translated. */
export type CaptchaMountOptions = { invisible: boolean; lang: string; label: string };

/** The `captcha` part of the settings (spec section 3: the public key of the human check). */
export type CaptchaSettings = { provider: 'recaptcha' | 'dev'; publicKey?: string; invisible?: boolean };

/** The human check of login, signup and password forms (spec section 5). */
export interface CaptchaProvider {
  kind: 'dev' | 'recaptcha';
  /** Renders the widget (nothing visible when invisible) into `container`. */
  mount(container: HTMLElement, options: CaptchaMountOptions): Promise<void>;
  /** The challenge to send with the form; rejects with a {@link CaptchaError} when not passed. */
  getChallenge(): Promise<string>;
  /** Clears the check after a submission, so the next one asks again. */
  reset(): void;
}

/** A failed human check; `key` is the translation key to show (`Captcha.Required`, `Captcha.Expired`, `Captcha.Unavailable`). */
export class CaptchaError extends Error {
  constructor(readonly key: 'Captcha.Required' | 'Captcha.Expired' | 'Captcha.Unavailable') {
    super(key);
  }
}
