import { CaptchaError, type CaptchaProvider } from './captcha-provider';
import { pageNonce } from './nonce';

type WidgetParams = {
  sitekey: string;
  size: 'normal' | 'invisible';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
};

/** The part of Google's `grecaptcha` (v2) the adapter uses. */
export type Grecaptcha = {
  render(container: HTMLElement, params: WidgetParams): number;
  execute(widgetId?: number): void;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
  ready?(callback: () => void): void;
};

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; cineRecaptchaLoaded?: () => void };

const SCRIPT_TIMEOUT_MS = 15_000;
let loading: Promise<Grecaptcha> | undefined;

// Loads Google's script once per page, with the page's nonce, unless the page already has it.
function loadGrecaptcha(win: RecaptchaWindow, lang: string): Promise<Grecaptcha> {
  const present = win.grecaptcha;
  if (present?.render) return Promise.resolve(present);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const timer = win.setTimeout(() => reject(new CaptchaError('Captcha.Unavailable')), SCRIPT_TIMEOUT_MS);
    win.cineRecaptchaLoaded = () => {
      win.clearTimeout(timer);
      if (win.grecaptcha) resolve(win.grecaptcha);
      else reject(new CaptchaError('Captcha.Unavailable'));
    };
    const script = win.document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=cineRecaptchaLoaded&render=explicit&hl=${encodeURIComponent(lang)}`;
    script.async = true;
    const nonce = pageNonce(win.document);
    if (nonce) script.setAttribute('nonce', nonce);
    script.onerror = () => reject(new CaptchaError('Captcha.Unavailable'));
    win.document.head.append(script);
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The reCAPTCHA v2 adapter (visible checkbox or invisible), with the public key from the settings. */
export function recaptcha(siteKey: string, win: RecaptchaWindow): CaptchaProvider {
  let api: Grecaptcha | undefined;
  let widget: number | undefined;
  let mountedIn: HTMLElement | undefined;
  let mounting: Promise<void> | undefined;
  let invisible = false;
  let waiting: { resolve(token: string): void; reject(error: Error): void } | undefined;
  // A ticked box expires after about two minutes; the next submit says so instead of "confirm".
  let expired = false;
  const settle = (token?: string) => {
    if (token) expired = false;
    if (token) waiting?.resolve(token);
    else waiting?.reject(new CaptchaError('Captcha.Required'));
    waiting = undefined;
  };
  const render = async (container: HTMLElement, lang: string) => {
    api = await loadGrecaptcha(win, lang);
    const ready = api.ready;
    if (ready) await new Promise<void>((resolve) => ready(resolve));
    widget = api.render(container, {
      sitekey: siteKey,
      size: invisible ? 'invisible' : 'normal',
      callback: (token) => settle(token),
      'expired-callback': () => {
        expired = true;
        settle();
      },
      'error-callback': () => settle(),
    });
  };
  return {
    kind: 'recaptcha',
    mount(container, options) {
      // grecaptcha throws when rendering twice into one element (a view re-mounting on language change).
      if (mounting && mountedIn === container && options.invisible === invisible) return mounting;
      invisible = options.invisible;
      mountedIn = container;
      mounting = render(container, options.lang);
      mounting.catch(() => {
        mounting = undefined;
      });
      return mounting;
    },
    getChallenge() {
      if (!api || widget === undefined) return Promise.reject(new CaptchaError('Captcha.Unavailable'));
      if (!invisible) {
        const token = api.getResponse(widget);
        if (token) return Promise.resolve(token);
        return Promise.reject(new CaptchaError(expired ? 'Captcha.Expired' : 'Captcha.Required'));
      }
      settle();
      const done = new Promise<string>((resolve, reject) => {
        waiting = { resolve, reject };
      });
      api.execute(widget);
      return done;
    },
    reset() {
      expired = false;
      if (api && widget !== undefined) api.reset(widget);
    },
  };
}
