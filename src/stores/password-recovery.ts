import { map } from 'nanostores';
import { postForgottenPassword, postResetPassword } from '../api/auth';
import { ErrorCodes } from '../api/contract/common';
import { apiContext } from './api-context';
import { $config } from './config';
import { emitOutcome } from './outcomes';
import { type RecoveryError, recoveryFailure } from './password-recovery-errors';
import { showToast } from './toasts';

export type { RecoveryError } from './password-recovery-errors';

/** Outcome codes posted to an iframe parent (spec section 4). */
export const RecoveryOutcomes = {
  askSucceeded: 'ASK_RESET_PASSWORD_SUCCESSFUL',
  askFailed: 'ERROR_ASK_RESET_PASSWORD',
  resetSucceeded: 'RESET_PASSWORD_SUCCESSFUL',
  resetFailed: 'ERROR_RESET_PASSWORD',
} as const;

export type ForgottenPasswordState = { submitting: boolean; sent: boolean; error?: RecoveryError };
export type ResetPasswordState = { submitting: boolean; done: boolean; error?: RecoveryError };

/** The ask-for-a-reset form: `sent` is true once the API accepted the request, known e-mail or not. */
export const $forgottenPassword = map<ForgottenPasswordState>({ submitting: false, sent: false });

/** The set-a-new-password form: `done` once the password changed. */
export const $resetPassword = map<ResetPasswordState>({ submitting: false, done: false });

const hostContext = () => $config.get().context;
const inIframe = () => hostContext() === 'iframe';

/** True when the reset token was refused as used, expired or unknown (EC-130). */
export const isExpiredToken = (error: RecoveryError | undefined): boolean =>
  error?.code === ErrorCodes.badResetToken;

/**
 * Asks the API to e-mail a reset link. The answer is the same whether the e-mail has an account
 * or not, so the screen never tells them apart.
 */
export async function askPasswordReset(
  input: { email: string; challenge: string },
  origin?: string,
): Promise<boolean> {
  if ($forgottenPassword.get().submitting) return false;
  // The last answer's error stays on screen while the next try runs: the page keeps its length, so a
  // second click of a double click still lands on the busy button, not on what the page scrolled to.
  $forgottenPassword.set({ submitting: true, sent: false, error: $forgottenPassword.get().error });
  try {
    await postForgottenPassword(apiContext(), { email: input.email.trim(), challenge: input.challenge });
    $forgottenPassword.set({ submitting: false, sent: true });
    if (inIframe())
      emitOutcome({ type: 'iframeMessage', code: RecoveryOutcomes.askSucceeded, success: true });
    return true;
  } catch (err) {
    const error = recoveryFailure(err, RecoveryOutcomes.askFailed, inIframe(), origin);
    $forgottenPassword.set({ submitting: false, sent: false, error });
    return false;
  }
}

/** Back to the empty form, to send the link again or to another address. */
export function restartPasswordReset(): void {
  $forgottenPassword.set({ submitting: false, sent: false });
}

/** Sets a new password with the single-use token from the e-mailed link. */
export async function resetPassword(
  input: { token: string; password: string; challenge: string },
  origin?: string,
): Promise<boolean> {
  if ($resetPassword.get().submitting) return false;
  $resetPassword.set({ submitting: true, done: false, error: $resetPassword.get().error });
  try {
    await postResetPassword(apiContext(), input);
    $resetPassword.set({ submitting: false, done: true });
    const context = hostContext();
    if (context === 'iframe') {
      emitOutcome({ type: 'iframeMessage', code: RecoveryOutcomes.resetSucceeded, success: true });
    } else if (context === 'browser') {
      showToast({ kind: 'success', title: '_.Success', message: 'password.reset.doneToast' });
    }
    return true;
  } catch (err) {
    const error = recoveryFailure(err, RecoveryOutcomes.resetFailed, inIframe(), origin);
    $resetPassword.set({ submitting: false, done: false, error });
    return false;
  }
}

/** Clears a finished or failed reset, e.g. when another token arrives. */
export function clearPasswordReset(): void {
  $resetPassword.set({ submitting: false, done: false });
}
