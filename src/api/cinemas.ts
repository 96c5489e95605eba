import { CinemasResponse } from './contract/cinemas';
import { type ApiContext, request } from './http';

/** GET cinemas: every cinema of the country, for the favourite-cinema pickers. */
export const getCinemas = (ctx: ApiContext) => request(ctx, { path: 'cinemas' }, CinemasResponse);
