import { CaptchaError, type CaptchaProvider, type CaptchaSettings } from './captcha-provider';

export {
  CaptchaError,
  type CaptchaMountOptions,
  type CaptchaProvider,
  type CaptchaSettings,
} from './captcha-provider';

/** The challenge the demo API accepts from the dev provider. */
export const DEV_CHALLENGE = 'dev-pass';

/** The dev provider: a plain "I am not a robot" checkbox; invisible, it passes at once. */
function devCaptcha(): CaptchaProvider {
  let box: HTMLInputElement | undefined;
  return {
    kind: 'dev',
    async mount(container, { invisible, label: text }) {
      if (invisible) return;
      const label = container.ownerDocument.createElement('label');
      label.setAttribute('part', 'captcha');
      box = container.ownerDocument.createElement('input');
      box.type = 'checkbox';
      box.setAttribute('part', 'captcha-checkbox');
      label.append(box, ` ${text}`);
      container.replaceChildren(label);
    },
    async getChallenge() {
      if (box && !box.checked) throw new CaptchaError('Captcha.Required');
      return DEV_CHALLENGE;
    },
    reset() {
      if (box) box.checked = false;
    },
  };
}

export type { Grecaptcha } from './recaptcha';

/**
 * The reCAPTCHA adapter, downloaded only where the settings ask for it (a page with the dev check,
 * or none, never loads it); the provider answers as soon as the adapter is in.
 */
function lazyRecaptcha(siteKey: string, win: Window): CaptchaProvider {
  const inner = import('./recaptcha').then(({ recaptcha }) => recaptcha(siteKey, win));
  let ready: CaptchaProvider | undefined;
  void inner.then((provider) => {
    ready = provider;
  });
  return {
    kind: 'recaptcha',
    mount: (container, options) => inner.then((provider) => provider.mount(container, options)),
    getChallenge: () => inner.then((provider) => provider.getChallenge()),
    reset: () => ready?.reset(),
  };
}

/** The provider the settings ask for (`settings.captcha`); without settings, the dev provider. */
export function createCaptcha(
  settings: CaptchaSettings | undefined,
  win: Window | undefined = globalThis.window,
): CaptchaProvider {
  // Without a window (prerendering) the settings are not in yet either: the dev checkbox, as in the page.
  if (win && settings?.provider === 'recaptcha' && settings.publicKey)
    return lazyRecaptcha(settings.publicKey, win);
  return devCaptcha();
}
