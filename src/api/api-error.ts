import type { ApiErrorBody } from './contract/common';

/** Code of a response that did not match its contract schema (spec section 5). */
export const FRONT_INVALID_PARAMETERS = 'FRONT_INVALID_PARAMETERS';
/** The description of a status-0 failure whose request timed out (the other one says `network`). */
export const TIMED_OUT = 'timeout';
/** The description of a status-0 failure whose request never got an answer: the device is offline. */
export const NETWORK = 'network';
/** Code used when the server gave no errorCode, and for network failures (status 0). */
export const SERVER_ERROR_CODE = 'EC-500';

/**
 * The one error every API call rejects with.
 * `status` 0 means a network failure or a timeout; `code` is the server's errorCode,
 * `EC-500` when it gave none, or `FRONT_INVALID_PARAMETERS` when the body did not parse.
 */
export class ApiError extends Error {
  status: number;
  code: string;
  description?: string;
  body?: ApiErrorBody;

  constructor(code: string, init: { status?: number; description?: string; body?: ApiErrorBody } = {}) {
    super(init.description ? `${code}: ${init.description}` : code);
    this.name = 'ApiError';
    this.code = code;
    this.status = init.status ?? 0;
    this.description = init.description;
    this.body = init.body;
  }
}

/** Narrows an unknown rejection to an ApiError (other errors become a status-0 EC-500). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(SERVER_ERROR_CODE, { description: error instanceof Error ? error.message : undefined });
}
