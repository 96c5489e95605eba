/**
 * The site server on Cloudflare Workers (`workerd`): the same handler, the built public folder as
 * Workers static assets (binding `ASSETS`), the worker in front of every request. `SITE_CONFIG`, a
 * variable holding a configuration's JSON, replaces the built one where it is set.
 */

import data from 'virtual:site-data';
import type { Hono } from 'hono';
import { siteConfig } from '../config';
import { createSiteApp } from './app';
import type { SiteData, SiteFiles } from './types';

type Env = { ASSETS: { fetch(request: Request | string): Promise<Response> }; SITE_CONFIG?: string };

/**
 * The public folder as Workers static assets: the edge compresses what it sends, so files go as they
 * are. A page's text is read once per isolate (a deployment's files never change); one not there, each time.
 */
export function assetFiles(env: Env): SiteFiles {
  const texts = new Map<string, string>();
  // The assets binding reads only the path; the host is a placeholder.
  const fetchAsset = async (path: string) => {
    const response = await env.ASSETS.fetch(new Request(new URL(path, 'http://assets.invalid')));
    if (response.ok) return response;
    // An answer left unread holds its stream until it is collected.
    await response.body?.cancel();
    return undefined;
  };
  return {
    async get(path) {
      const response = await fetchAsset(path);
      return response?.body ? { body: response.body } : undefined;
    },
    async text(path) {
      const kept = texts.get(path);
      if (kept !== undefined) return kept;
      const text = await (await fetchAsset(path))?.text();
      if (text !== undefined) texts.set(path, text);
      return text;
    },
  };
}

// One handler per isolate (made again only if the SITE_CONFIG variable changes), not one per request.
let made: { key: string; app: Hono } | undefined;

export default {
  fetch(request: Request, env: Env): Promise<Response> | Response {
    const key = env.SITE_CONFIG ?? '';
    if (made?.key !== key) {
      const site: SiteData = key ? { ...data, site: siteConfig(JSON.parse(key), 'SITE_CONFIG') } : data;
      made = { key, app: createSiteApp({ data: site, files: assetFiles(env) }) };
    }
    return made.app.fetch(request);
  },
};
