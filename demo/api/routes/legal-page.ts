import type { Context } from 'hono';
import { html } from 'hono/html';
import { legalDoc } from '../../legal-docs';
import type { ApiEnv } from '../context';
import { apiPage } from './api-page';

/**
 * `/legal.html?doc=terms|privacy&lang=fr` from the API alone (`npm run api`, the account site on another
 * origin): the page the settings' legal links name, which the demo's pages serve when it runs whole.
 */
export function legalPage(c: Context<ApiEnv>) {
  const { lang, title, text } = legalDoc(new URL(c.req.url).searchParams);
  return apiPage(c, { lang, title, main: html`<p>${text}</p>` });
}
