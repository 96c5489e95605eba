import { Ack } from './contract/common';
import { type ContactSupportRequest, NewsResponse } from './contract/contact';
import { type ApiContext, request } from './http';

/** GET {catalogue}/news?category={id}: the help articles of the contact page. */
export const getHelpArticles = (ctx: ApiContext, category: string) =>
  request(ctx, { host: 'catalogue', path: 'news', query: { category } }, NewsResponse);

/** POST contact-support: a 401 here is the screen's answer, not a logout (spec section 8). */
export const postContactSupport = (ctx: ApiContext, body: ContactSupportRequest) =>
  request(ctx, { method: 'POST', path: 'contact-support', body }, Ack);
