import * as z from 'zod/mini';
import {
  type ForgottenPasswordRequest,
  type LoginRequest,
  RefreshResponse,
  type ResetPasswordRequest,
  TokenResponse,
} from './contract/auth';
import { Ack } from './contract/common';
import { type ApiContext, request } from './http';

/** POST login: a 401 here means wrong credentials, never a session logout. */
export const postLogin = (ctx: ApiContext, body: LoginRequest) =>
  request(ctx, { method: 'POST', path: 'login', body }, TokenResponse);

/** POST refresh: spec section 5 accepts only HTTP 200 (the caller also checks errorCode). */
export const postRefresh = (ctx: ApiContext, token: string) =>
  request(ctx, { method: 'POST', path: 'refresh', body: { token }, expect: [200] }, RefreshResponse);

/** POST logout: the body carries nothing the client uses; a 401 is for the caller (already logged out). */
export const postLogout = (ctx: ApiContext) =>
  request(ctx, { method: 'POST', path: 'logout', unauthorizedExempt: true }, z.unknown());

/** POST forgotten-password: the same answer for known and unknown e-mails. */
export const postForgottenPassword = (ctx: ApiContext, body: ForgottenPasswordRequest) =>
  request(ctx, { method: 'POST', path: 'forgotten-password', body }, Ack);

/** POST reset-password with the single-use token from the e-mailed link. */
export const postResetPassword = (ctx: ApiContext, body: ResetPasswordRequest) =>
  request(ctx, { method: 'POST', path: 'reset-password', body }, Ack);
