import { CinemasResponse } from './contract/cinemas';
import { FooterResponse } from './contract/footer';
import { type ApiContext, request } from './http';

/** GET {catalogue}/footer: the footer's questions. */
export const getFooter = (ctx: ApiContext) =>
  request(ctx, { host: 'catalogue', path: 'footer' }, FooterResponse);

/** GET {catalogue}/cinemas: the country's cinemas, linked from the footer. */
export const getCatalogueCinemas = (ctx: ApiContext) =>
  request(ctx, { host: 'catalogue', path: 'cinemas' }, CinemasResponse);
