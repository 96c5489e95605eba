/**
 * The site server on Cloudflare Workers (`workerd`): the same handler, the built public folder as
 * Workers static assets (binding `ASSETS`), the worker in front of every request. `SITE_CONFIG`, a
 * variable holding a configuration's JSON, replaces the built one where it is set.
 */
import data from 'virtual:site-data';
import { siteConfig } from '../config';
import { createSiteApp } from './app';
import type { SiteData, SiteFiles } from './types';

type Env = { ASSETS: { fetch(request: Request | string): Promise<Response> }; SITE_CONFIG?: string };

/** The public folder as Workers static assets: the edge compresses what it sends, so files go as they are. */
export function assetFiles(env: Env, origin: string): SiteFiles {
  const fetchAsset = async (path: string) => {
    const response = await env.ASSETS.fetch(new Request(new URL(path, origin)));
    return response.ok ? response : undefined;
  };
  return {
    async get(path) {
      const response = await fetchAsset(path);
      return response?.body ? { body: response.body } : undefined;
    },
    async text(path) {
      return (await fetchAsset(path))?.text();
    },
  };
}

let configured: { key: string; data: SiteData } | undefined;
const siteData = (env: Env): SiteData => {
  const key = env.SITE_CONFIG ?? '';
  if (configured?.key !== key)
    configured = { key, data: key ? { ...data, site: siteConfig(JSON.parse(key), 'SITE_CONFIG') } : data };
  return configured.data;
};

export default {
  fetch(request: Request, env: Env): Promise<Response> | Response {
    const files = assetFiles(env, new URL(request.url).origin);
    return createSiteApp({ data: siteData(env), files }).fetch(request);
  },
};
