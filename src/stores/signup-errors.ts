import { toApiError } from '../api/api-error';
import { callErrorKey, emitOutcome } from './outcomes';
import type { SignupError, SignupStep } from './signup-state';
import { showToast } from './toasts';

/** Code used when a failure carries none (spec section 8). */
export const DEFAULT_SIGNUP_CODE = 'EC-101';

/** Spec section 8: no error gives Error.Occurred, otherwise callErrorKey of the code (default EC-101). */
export function toSignupError(err: unknown, step: SignupStep): SignupError {
  if (!err) return { step, status: 0, code: DEFAULT_SIGNUP_CODE, messageKey: 'Error.Occurred' };
  const apiError = toApiError(err);
  const code = apiError.code || DEFAULT_SIGNUP_CODE;
  return {
    step,
    status: apiError.status,
    code,
    messageKey: callErrorKey(apiError.status, code, apiError.description),
  };
}

/**
 * Shows a failed signup call: an error toast and a `cine-error` event for the host page or, in an
 * iframe, only the code and message posted to the parent window.
 */
export function signupFailure(
  err: unknown,
  step: SignupStep,
  ctx: { iframe: boolean; origin?: string },
): SignupError {
  const error = toSignupError(err, step);
  const apiError = err ? toApiError(err) : undefined;
  const api = {
    error: error.code,
    errorDescription: apiError?.description,
    httpStatus: error.status,
    httpMessage: apiError?.body?.httpMessage,
  };
  // One outcome per failure, as in password recovery: the parent's message in an iframe (posted, never
  // toasted inside the frame), a toast and cine-error elsewhere.
  if (ctx.iframe) {
    emitOutcome({ type: 'iframeMessage', code: error.code, success: false, message: error.messageKey, api });
    return error;
  }
  showToast({ kind: 'error', title: 'Error.Title', message: error.messageKey });
  emitOutcome({ type: 'error', code: error.code, message: error.messageKey, api, origin: ctx.origin });
  return error;
}
