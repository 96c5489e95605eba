// The member area's writes: the profile, favourite cinemas and deletion.
import type {
  DeleteAccountRequest,
  NotificationsRequest,
  PasswordChangeRequest,
  UpdateClientRequest,
} from './contract/account';
import { PreferredCinemasResponse } from './contract/cinemas';
import { Client } from './contract/client';
import { Ack, DeleteAccountResponse } from './contract/common';
import { type ApiContext, request } from './http';

/** PATCH accounts/me/update: spec section 5 accepts only 200; the answer is the whole client. */
export const patchMe = (ctx: ApiContext, body: UpdateClientRequest) =>
  request(ctx, { method: 'PATCH', path: 'accounts/me/update', body, expect: [200] }, Client);

/** PATCH accounts/me/newsletters: 200 or 201 (spec section 5); the answer is the whole client. */
export const patchNotifications = (ctx: ApiContext, body: NotificationsRequest) =>
  request(ctx, { method: 'PATCH', path: 'accounts/me/newsletters', body, expect: [200, 201] }, Client);

/** PATCH accounts/me/password: 200 or 201 (spec section 5). */
export const patchPassword = (ctx: ApiContext, body: PasswordChangeRequest) =>
  request(ctx, { method: 'PATCH', path: 'accounts/me/password', body, expect: [200, 201] }, Ack);

/** PATCH accounts/me/cinemas: adds cinemas; answers the new list. */
export const addMyCinemas = (ctx: ApiContext, cinemas: string[]) =>
  request(ctx, { method: 'PATCH', path: 'accounts/me/cinemas', body: { cinemas } }, PreferredCinemasResponse);

/** PATCH accounts/me/cinemasdelete: removes cinemas; answers the new list. */
export const removeMyCinemas = (ctx: ApiContext, cinemas: string[]) =>
  request(
    ctx,
    { method: 'PATCH', path: 'accounts/me/cinemasdelete', body: { cinemas } },
    PreferredCinemasResponse,
  );

/** DELETE accounts/me with the password and a human check; answers the server's message. */
export const deleteMe = (ctx: ApiContext, body: DeleteAccountRequest) =>
  request(ctx, { method: 'DELETE', path: 'accounts/me', body }, DeleteAccountResponse);
