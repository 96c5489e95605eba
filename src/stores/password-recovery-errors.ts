import { toApiError } from '../api/api-error';
import { callErrorKey, emitOutcome } from './outcomes';

/** A failed recovery call, with the i18n key of the message to show (spec section 8). */
export type RecoveryError = { status: number; code: string; messageKey: string };

/** Spec section 8, as for every visitor's call: see callErrorKey. */
export function toRecoveryError(err: unknown): RecoveryError {
  const { status, code, description } = toApiError(err);
  return { status, code, messageKey: callErrorKey(status, code, description) };
}

/** Maps a failure and tells the host page (cine-error) or, in an iframe, the parent window. */
export function recoveryFailure(err: unknown, outcomeCode: string, iframe: boolean, origin?: string) {
  const apiError = toApiError(err);
  const error = toRecoveryError(apiError);
  const api = {
    error: apiError.code,
    errorDescription: apiError.description,
    httpStatus: apiError.status,
    httpMessage: apiError.body?.httpMessage,
  };
  // In an iframe the parent gets the spec's constant only; a generic error outcome would post a second message.
  if (iframe)
    emitOutcome({ type: 'iframeMessage', code: outcomeCode, success: false, message: error.messageKey, api });
  else emitOutcome({ type: 'error', code: error.code, message: error.messageKey, api, origin });
  return error;
}
