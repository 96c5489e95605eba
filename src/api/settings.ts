import { CatalogueSettings, Settings } from './contract/settings';
import { type ApiContext, request } from './http';

/** GET {apiBase}{lang}/settings: features, injections, hosts and cookie names. */
export const getSettings = (ctx: ApiContext, onFailedTry?: () => void) =>
  request(ctx, { path: 'settings', onFailedTry }, Settings);

/** GET {catalogue}/settings?language=: the catalogue's own feature flags. */
export const getCatalogueSettings = (ctx: ApiContext) =>
  request(ctx, { host: 'catalogue', path: 'settings' }, CatalogueSettings);
