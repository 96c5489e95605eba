import { toApiError } from '../api/api-error';
import { ErrorCodes } from '../api/contract/common';
import { activateMember, createMember, verifyMember } from '../api/signup';
import { burstGuard } from '../platform/burst';
import { sectionPath } from '../platform/paths';
import { safeReturnUrl } from '../platform/safe-url';
import { apiContext } from './api-context';
import { $config } from './config';
import { emitOutcome } from './outcomes';
import { setToken } from './session';
import { $settings } from './settings';
import { signupFailure } from './signup-errors';
import { isoDate, validateStep1, validateStep2, validateStep3 } from './signup-rules';
import {
  $signup,
  clearProgress,
  type FieldErrors,
  initialSignupState,
  patchSignup,
  readProgress,
  type SignupData,
  type SignupStep,
  saveProgress,
} from './signup-state';

export { decryptEntity, resendCode } from './signup-extras';
export * from './signup-state';

/** The tracking event of a created account (spec section 4). */
export const SIGNUP_TRACKING = { event: 'engagement', category: 'inscription', action: 'creation de compte' };

let persisting = false;

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
const flags = () => ({ iframe: $signup.get().iframe, origin: $signup.get().origin });

// Steps 1 and 3 have no human check to reset between the presses of a burst (step 3 asks it again only
// once it has rendered), so a fast refusal met the next press: same values, same burst.
let bursts = { 1: burstGuard(), 3: burstGuard() };

/**
 * Starts (or resumes) a signup for one island. Context and return URL default to `$config`;
 * progress saved before a reload comes back, without the password.
 */
export function startSignup(
  options: { origin?: string; iframe?: boolean; isWebview?: boolean; returnUrl?: string } = {},
) {
  bursts = { 1: burstGuard(), 3: burstGuard() };
  const config = $config.get();
  const { context } = config;
  const current = $signup.get();
  const base = current.completed || !current.data.email ? initialSignupState() : current;
  const saved = base === current ? undefined : readProgress();
  $signup.set({
    ...base,
    ...(saved && { step: saved.step, returnUrl: saved.returnUrl, data: { ...base.data, ...saved.data } }),
    iframe: options.iframe ?? context === 'iframe',
    isWebview: options.isWebview ?? context === 'webview',
    returnUrl: options.returnUrl ?? config.returnUrl ?? saved?.returnUrl ?? base.returnUrl,
    origin: options.origin,
  });
  if (!persisting) {
    persisting = true;
    $signup.listen((state) => (state.completed ? clearProgress() : saveProgress(state)));
  }
}

/** Records what the customer typed; a field's message goes once the field changes. */
export function updateSignup(fields: Partial<SignupData>): void {
  const state = $signup.get();
  const fieldErrors = { ...state.fieldErrors };
  for (const key of Object.keys(fields)) delete fieldErrors[key as keyof SignupData];
  patchSignup({ data: { ...state.data, ...fields }, fieldErrors });
}

/** Goes back to an earlier step; everything typed stays (WCAG 3.3.7). */
export function goToStep(step: SignupStep): void {
  if (step < $signup.get().step) patchSignup({ step, error: undefined, fieldErrors: {} });
}

/** Step 1: checks the fields, then asks the API whether the e-mail already has an account. */
export async function submitStep1(): Promise<boolean> {
  const state = $signup.get();
  const data = { ...state.data, email: state.data.email.trim() };
  const key = JSON.stringify([data.email, data.password, data.favoriteCinema]);
  if (state.isSubmittingStep1 || bursts[1].repeats(key)) return false;
  const fieldErrors = validateStep1(data);
  patchSignup({ data, fieldErrors, error: undefined });
  if (hasErrors(fieldErrors)) return false;
  patchSignup({ isSubmittingStep1: true });
  try {
    const { exists } = await verifyMember(apiContext(), data.email);
    if (exists) return emailTaken();
    patchSignup({ isSubmittingStep1: false, step: 2 });
    return true;
  } catch (err) {
    if (toApiError(err).code === ErrorCodes.emailTaken) return emailTaken();
    patchSignup({ isSubmittingStep1: false, error: signupFailure(err, 1, flags()) });
    return false;
  } finally {
    bursts[1].answered(key);
  }
}

function emailTaken(): false {
  patchSignup({ isSubmittingStep1: false, fieldErrors: { email: 'signup.errors.emailTaken' } });
  return false;
}

/** Step 2: checks the personal details, then has the activation code e-mailed. */
export async function submitStep2(now = new Date()): Promise<boolean> {
  const state = $signup.get();
  if (state.isSubmittingStep2) return false;
  const data = trimmed(state.data);
  const features = $settings.get()?.features;
  const fieldErrors = validateStep2(data, {
    minimumAge: features?.minimumAgeSubscription ?? 0,
    zipPattern: $settings.get()?.validators.zipCode,
    now,
  });
  patchSignup({ data, fieldErrors, error: undefined });
  if (hasErrors(fieldErrors)) return false;
  patchSignup({ isSubmittingStep2: true });
  try {
    await activateMember(apiContext(), {
      email: data.email,
      firstName: data.firstName,
      challenge: data.challenge,
    });
    patchSignup({ isSubmittingStep2: false, step: 3 });
    return true;
  } catch (err) {
    patchSignup({
      isSubmittingStep2: false,
      error: signupFailure(err, 2, flags()),
      data: withoutChallenge(),
    });
    return false;
  }
}

/**
 * Step 3: creates the member. Success is a login: tracked, token stored, `signedUp` emitted,
 * then the webview gets the token and closes, or the browser follows a safe return URL, or goes to the dashboard.
 */
export async function submitStep3(): Promise<boolean> {
  const state = $signup.get();
  const data = trimmed({ ...state.data, activationCode: state.data.activationCode.trim() });
  const key = JSON.stringify({ ...data, challenge: '' });
  if (state.isRequestingCreateMember || bursts[3].repeats(key)) return false;
  const fieldErrors = validateStep3(data);
  patchSignup({ data, fieldErrors, error: undefined });
  if (hasErrors(fieldErrors)) return false;
  patchSignup({ isRequestingCreateMember: true });
  try {
    const body = {
      ...data,
      dateOfBirth: isoDate(data.dateOfBirth) ?? data.dateOfBirth,
      gender: data.gender || 'other',
    };
    const { access_token: token } = await createMember(
      apiContext(),
      body as typeof body & { gender: 'other' },
    );
    signedUp(token);
    return true;
  } catch (err) {
    const error = signupFailure(err, 3, flags());
    const codeError = error.code === ErrorCodes.badActivationCode ? { activationCode: error.messageKey } : {};
    patchSignup({ isRequestingCreateMember: false, error, fieldErrors: codeError, data: withoutChallenge() });
    return false;
  } finally {
    bursts[3].answered(key);
  }
}

function signedUp(token: string): void {
  const { iframe, isWebview, returnUrl, origin } = $signup.get();
  emitOutcome({ type: 'track', push: SIGNUP_TRACKING });
  setToken(token);
  emitOutcome({ type: 'signedUp', token, origin });
  // Spec section 4: the token is also treated as a login, so the account data loads as after one.
  if (!isWebview && !iframe) void import('./client').then(({ loadClient }) => loadClient(origin));
  patchSignup({ isRequestingCreateMember: false, completed: true, data: initialSignupState().data });
  if (isWebview) {
    // The app gets the token as after a webview login, then closes the signup.
    emitOutcome({ type: 'native', message: { type: 'loggedIn', payload: { token } } });
    emitOutcome({ type: 'native', message: { type: 'close' } });
  } else if (iframe) emitOutcome({ type: 'iframeMessage', code: 'LOGIN_SUCCESSFUL', success: true, token });
  else {
    const safe = returnUrl ? safeReturnUrl(returnUrl, $settings.get()?.allowedOrigins ?? []) : undefined;
    emitOutcome({ type: 'navigate', to: safe ?? sectionPath($config.get(), 'dashboard'), origin });
  }
}

// A challenge is single-use: a refused attempt asks for the human check again, as every form does
// (and a burst's next press then finds it unticked; without this, Enter pressed three times sent step 3 three times).
const withoutChallenge = (): SignupData => ({ ...$signup.get().data, challenge: '' });

const trimmed = (data: SignupData): SignupData => ({
  ...data,
  email: data.email.trim(),
  firstName: data.firstName.trim(),
  lastName: data.lastName.trim(),
  zipCode: data.zipCode.trim(),
});
