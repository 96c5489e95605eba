import { Ack } from './contract/common';
import {
  type ActivateMemberRequest,
  type CreateMemberRequest,
  CreateMemberResponse,
  DecryptResponse,
  PreferencesResponse,
  VerifyMemberResponse,
} from './contract/signup';
import { type ApiContext, request } from './http';

/** POST verify-member: does this e-mail already have an account? */
export const verifyMember = (ctx: ApiContext, email: string) =>
  request(ctx, { method: 'POST', path: 'verify-member', body: { email } }, VerifyMemberResponse);

/** POST activate-member: e-mails a six-digit code; `isForce` resends it. */
export const activateMember = (ctx: ApiContext, body: ActivateMemberRequest) =>
  request(ctx, { method: 'POST', path: 'activate-member', body }, Ack);

/** POST create-member: spec section 5 requires HTTP 200 and an access_token. */
export const createMember = (ctx: ApiContext, body: CreateMemberRequest) =>
  request(ctx, { method: 'POST', path: 'create-member', body, expect: [200] }, CreateMemberResponse);

/** POST decrypt: the client info a partner page passed encrypted in `entity`. */
export const decrypt = (ctx: ApiContext, entity: string) =>
  request(ctx, { method: 'POST', path: 'decrypt', body: { entity } }, DecryptResponse);

/** GET preferences: the newsletters offered at signup. */
export const getPreferences = (ctx: ApiContext) => request(ctx, { path: 'preferences' }, PreferencesResponse);
