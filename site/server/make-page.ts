import type { LanguageCode } from '../../src/api/contract/common';
import type { Site } from '../config';
import { strictPolicy, withNonce } from './csp';
import { linkHeader, pageHints, withHints } from './hints';
import { pageApiBase } from './language';
import { seoHeadTags } from './seo-head';
import type { SiteData } from './types';
import { webAppTags } from './web-app';

/** Where each response's nonce goes in a page made once (no page or policy holds this character). */
export const NONCE = '\u0000';
/** Where each response's settings answer goes, in an account page that carries it. */
export const SETTINGS = '\u0001';
/** What else a page's making depends on: the visitor's session cookie, and the policy asked for. */
export type PageState = { member: boolean; live: boolean; withPolicy: boolean; settings: boolean };
/** A page as every response of its kind gets it: its HTML and policy cut where the nonce goes. */
export type MadePage = { html: string[]; link: string; policy?: string[] };

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Makes the pages of a site: its page config, hints and policy, the nonce left out. */
export function pageMaker(data: SiteData) {
  const { site } = data;
  return function makePage(input: {
    raw: string;
    own: string | undefined;
    url: URL;
    country: Site['countries'][number];
    lang: LanguageCode;
    endpoints: { apiBase: string; tunnel?: string };
    cookies: string;
    state: PageState;
    frameAncestors: string[];
  }): MadePage {
    const { raw, own, url, country, lang, cookies, state } = input;
    const { tunnel } = input.endpoints;
    const apiBase = (own && pageApiBase(own)) || input.endpoints.apiBase;
    // The account site's config: the country and the API its elements call (a page of its own has its own).
    let html =
      own !== undefined
        ? raw
        : raw.replace(
            '</head>',
            `<script type="application/json" id="cine-config">${escapeJson({ apiBase, country: country.code })}</script>${state.settings ? SETTINGS : ''}</head>`,
          );
    // An account page names the home-screen app in its language.
    if (own === undefined)
      html = html.replace(
        '</head>',
        `${webAppTags(site.basePath, lang, data.themes?.[country.code])}</head>`,
      );
    // An account page names its canonical address and its other languages, for search engines.
    if (own === undefined)
      html = html.replace('</head>', `${seoHeadTags({ url, country, basePath: site.basePath })}</head>`);
    const hints = pageHints(data, {
      html,
      url,
      lang,
      country: country.code,
      apiBase,
      tunnel,
      cookies,
      sessionCookie: site.sessionCookie,
      settingsInline: state.settings,
    });
    html = withHints(html, hints);
    if (!state.withPolicy) return { html: [html], link: linkHeader(hints) };
    const connect = [
      new URL(apiBase, url).origin,
      ...(tunnel ? [new URL(tunnel).origin] : []),
      ...site.connectOrigins,
    ];
    return {
      html: withNonce(html, NONCE).split(NONCE),
      link: linkHeader(hints),
      policy: strictPolicy({ nonce: NONCE, connect, frameAncestors: input.frameAncestors }).split(NONCE),
    };
  };
}
