import { type RateShowRequest, Show, ShowsResponse } from './contract/shows';
import { type ApiContext, request } from './http';

// Spec section 7: the member's shows are never served from a cache.
const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

/** GET {mobile}/v4/client/shows (language and mobile key added by the URL rules). */
export const getMyShows = (ctx: ApiContext) =>
  request(ctx, { host: 'mobile', path: 'v4/client/shows', headers: NO_CACHE }, ShowsResponse);

/** PUT {mobile}/v4/client/shows/{id}/emotion: rates a show; answers the show. */
export const putShowEmotion = (ctx: ApiContext, id: string, body: RateShowRequest) =>
  request(
    ctx,
    { method: 'PUT', host: 'mobile', path: `v4/client/shows/${encodeURIComponent(id)}/emotion`, body },
    Show,
  );

export type { RateShowRequest };
