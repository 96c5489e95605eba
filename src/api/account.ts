import { PreferredCinemasResponse } from './contract/cinemas';
import { Client } from './contract/client';
import { type ApiContext, request } from './http';

/** GET accounts/me: the signed-in client. */
export const getMe = (ctx: ApiContext) => request(ctx, { path: 'accounts/me' }, Client);

/** GET accounts/me/cinemas: the client's favourite cinemas, main cinema first. */
export const getMyCinemas = (ctx: ApiContext) =>
  request(ctx, { path: 'accounts/me/cinemas' }, PreferredCinemasResponse);
