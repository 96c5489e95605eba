import type { CaptchaProvider } from '../../platform/captcha';
import type { SignupOptions } from '../../stores/signup-options';
import type { SignupData, SignupState, SignupStep } from '../../stores/signup-state';
import type { SelectOption } from '../../ui/select';
import { StepActivation } from './step-activation';
import { StepCredentials } from './step-credentials';
import { StepPersonal } from './step-personal';

/** What the signup forms can ask for; the screen maps them to store actions, stories to spies. */
export interface SignupActions {
  change(fields: Partial<SignupData>): void;
  submit(step: SignupStep): void;
  back(step: SignupStep): void;
  resend(): void;
  /** Fetches a list that failed again (its own retry, or the member opening it). */
  reload(list: 'cinemas' | 'newsletters'): void;
}

/** Everything the signup view shows, as plain data (stories pass it directly). */
export interface SignupViewData {
  state: SignupState;
  options: SignupOptions;
  languages: readonly SelectOption[];
  minimumAge: number;
  captcha: CaptchaProvider;
  captchaInvisible: boolean;
  /** Undefined in a webview: the app signs in by itself. */
  loginHref: string | undefined;
  /** Prefix of the field ids, unique per island. */
  idPrefix: string;
}

/** The current step's form. */
export function SignupStepForm({ view, actions }: { view: SignupViewData; actions: SignupActions }) {
  const { state, options, idPrefix } = view;
  const common = { data: state.data, fieldErrors: state.fieldErrors, idPrefix, onChange: actions.change };

  if (state.step === 1) {
    return (
      <StepCredentials
        {...common}
        busy={state.isSubmittingStep1}
        onSubmit={() => actions.submit(1)}
        cinemas={options.cinemas?.map((c) => ({ value: c.id, label: c.name }))}
        cinemasFailed={options.cinemasFailed}
        onReloadCinemas={() => actions.reload('cinemas')}
        languages={view.languages}
        loginHref={view.loginHref}
      />
    );
  }
  if (state.step === 2) {
    return (
      <StepPersonal
        {...common}
        busy={state.isSubmittingStep2}
        onSubmit={() => actions.submit(2)}
        onBack={() => actions.back(1)}
        minimumAge={view.minimumAge}
        captcha={view.captcha}
        captchaInvisible={view.captchaInvisible}
      />
    );
  }
  return (
    <StepActivation
      {...common}
      busy={state.isRequestingCreateMember}
      onSubmit={() => actions.submit(3)}
      onBack={() => actions.back(2)}
      newsletters={options.newsletters}
      newslettersFailed={options.newslettersFailed}
      onReloadNewsletters={() => actions.reload('newsletters')}
      resending={state.isResending}
      onResend={actions.resend}
      captcha={view.captcha}
      captchaInvisible={view.captchaInvisible}
    />
  );
}
