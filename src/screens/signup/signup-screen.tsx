import { useEffect, useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { createCaptcha } from '../../platform/captcha';
import { linkPath } from '../../platform/paths';
import { $config } from '../../stores/config';
import { $settings } from '../../stores/settings-state';
import {
  $signup,
  decryptEntity,
  goToStep,
  resendCode,
  startSignup,
  submitStep1,
  submitStep2,
  submitStep3,
  updateSignup,
} from '../../stores/signup';
import { $signupOptions, loadSignupCinemas, loadSignupNewsletters } from '../../stores/signup-options';
import { useIsland } from '../../ui/island-context';
import { useStore } from '../../ui/use-store';
import { AlreadySignedIn, useSignedIn } from '../already-signed-in/already-signed-in';
import { PrivacyPopin } from '../privacy/privacy-popin';
import { type SignupActions, SignupView } from './signup-view';

/** Props of {@link SignupScreen}: `entity` is the encrypted client info of a partner link. */
export interface SignupScreenProps {
  entity?: string;
}

const submits = { 1: submitStep1, 2: submitStep2, 3: submitStep3 } as const;
const actions: SignupActions = {
  change: updateSignup,
  submit: (step) => void submits[step](),
  back: goToStep,
  resend: () => void resendCode(),
  reload: (list) => void (list === 'cinemas' ? loadSignupCinemas() : loadSignupNewsletters()),
};

const entityFromQuery = () =>
  new URLSearchParams(globalThis.location?.search ?? '').get('entity') ?? undefined;

/** The three-step signup (spec section 4) wired to the signup store. */
export function SignupScreen({ entity }: SignupScreenProps) {
  const { lang } = useT();
  const { id, prefix } = useIsland();
  const state = useStore($signup);
  const options = useStore($signupOptions);
  const settings = useStore($settings);
  const config = useStore($config);
  const signedIn = useSignedIn();
  // The provider the settings name (the dev checkbox in the demo); made once per settings.
  const captcha = useMemo(() => createCaptcha(settings?.captcha), [settings?.captcha]);

  useEffect(() => {
    startSignup({ origin: id });
    const encrypted = entity || entityFromQuery();
    if (encrypted) void decryptEntity(encrypted);
    void loadSignupCinemas();
  }, [id, entity]);

  useEffect(() => {
    if (state.step === 3) void loadSignupNewsletters();
  }, [state.step]);

  // The page language is the natural default for the favourite language.
  const defaultLanguage = settings?.languages.find((l) => l.code === lang)?.favoriteLanguage;
  useEffect(() => {
    if (defaultLanguage && !$signup.get().data.favoriteLanguage)
      updateSignup({ favoriteLanguage: defaultLanguage });
  }, [defaultLanguage]);

  // A signed-in member gets a way on, not a second account; the signup that just ended stays as it is.
  if (signedIn && !state.completed) return <AlreadySignedIn />;
  return (
    <>
      <SignupView
        state={state}
        options={options}
        languages={(settings?.languages ?? []).map((l) => ({
          value: l.favoriteLanguage,
          label: l.name,
          lang: l.code,
        }))}
        minimumAge={settings?.features.minimumAgeSubscription ?? 0}
        captcha={captcha}
        captchaInvisible={settings?.captcha.invisible ?? false}
        loginHref={linkPath(
          { ...config, context: state.isWebview ? 'webview' : state.iframe ? 'iframe' : 'browser' },
          'login',
        )}
        idPrefix={`${prefix}-signup`}
        compact={state.iframe}
        actions={actions}
      />
      {/* A modal in a partner's frame or an app's webview would be the host's to show, not ours. After
          the form: opened while a field has focus, it shows there, below what is being typed. */}
      {!state.completed && !state.iframe && !state.isWebview && <PrivacyPopin />}
    </>
  );
}
