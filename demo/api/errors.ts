import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../src/api/contract/common';

const MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The error body every failure carries (design.md section 5). */
export function errorBody(status: number, code: string, description: string): Required<ApiErrorBody> {
  return {
    errorCode: code,
    errorDescription: description,
    httpStatus: status,
    httpMessage: MESSAGES[status] ?? 'Error',
  };
}

/** Answers `status` with the contract's error body. */
export function fail(c: Context, status: ContentfulStatusCode, code: string, description: string): Response {
  return c.json(errorBody(status, code, description), status);
}
