import { CatalogueSettings, SETTINGS_BLOCK_ID, Settings } from './contract/settings';
import { type ApiContext, parse, request } from './http';

/**
 * GET {apiBase}{lang}/settings: features, injections, hosts and cookie names; on an account page the
 * site server wrote the answer in for the page's language (site/server/settings.ts), so it is read there.
 */
export const getSettings = async (ctx: ApiContext, onFailedTry?: () => void) => {
  const written = document.getElementById(SETTINGS_BLOCK_ID);
  return written?.lang === ctx.lang
    ? parse(Settings)(JSON.parse(written.textContent as string))
    : request(ctx, { path: 'settings', onFailedTry }, Settings);
};

/** GET {catalogue}/settings?language=: the catalogue's own feature flags. */
export const getCatalogueSettings = (ctx: ApiContext) =>
  request(ctx, { host: 'catalogue', path: 'settings' }, CatalogueSettings);
