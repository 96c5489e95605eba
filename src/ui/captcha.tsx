import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t';
import type { CaptchaProvider } from '../platform/captcha';

/** Props of {@link Captcha}. */
export interface CaptchaProps {
  /** From `createCaptcha(settings.captcha)`; the screen asks it for the challenge on submit. */
  provider: CaptchaProvider;
  invisible?: boolean;
  /** Message shown when the check failed (already translated). */
  error?: string;
  id?: string;
}

/** Hosts the human-check widget of the provider (the dev provider draws a real checkbox). */
export function Captcha({ provider, invisible = false, error, id = 'captcha' }: CaptchaProps) {
  const { t, lang } = useT();
  const label = t('Captcha.NotARobot');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    // A widget that cannot load reports itself through getChallenge(); mounting must not throw.
    if (container) provider.mount(container, { invisible, lang: lang || 'en', label }).catch(() => {});
  }, [provider, invisible, lang, label]);
  return (
    <div className={invisible ? undefined : 'captcha'} part="captcha-field">
      {error && (
        <p id={`${id}-error`} className="field__error" part="error">
          {error}
        </p>
      )}
      <div ref={ref} id={id} />
    </div>
  );
}
