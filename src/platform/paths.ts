import type { HostContext } from './context';

/** `/account`, `account/` and `/account/` all become `/account/`; empty becomes `/`. */
export function normaliseBase(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Joins the base path and route segments into an absolute path (`/account/fr/login`). */
export function joinBase(basePath: string, ...segments: string[]): string {
  return linkTo({ basePath }, ...segments);
}

/**
 * Where links out of an element start: `accountUrl` (the account site on another origin) when the
 * page or element names one, else `basePath` on this origin; `lang` is the first segment after it.
 */
export type LinkBase = { basePath: string; lang: string; accountUrl?: string };

// Only an http(s) account URL, origin and path (never `javascript:` or `data:`, design.md section 6);
// anything else is ignored. Checked here, where every link is joined, so the login page pays once.
const ACCOUNT_URL = /^https?:\/\/[^\s?#]+$/;

function linkTo({ accountUrl = '', basePath }: Omit<LinkBase, 'lang'>, ...segments: string[]): string {
  const base = ACCOUNT_URL.test(accountUrl) ? accountUrl.replace(/\/*$/, '/') : normaliseBase(basePath);
  return base + segments.filter(Boolean).join('/');
}

/** In-app sections other screens link to, as route path suffixes after `{language}`. */
export const SECTION_PATHS = {
  dashboard: '',
  tickets: 'e-tickets',
  loyalty: 'loyalty-program',
  profile: 'profile',
  contact: 'contact-us',
  login: 'login',
  signup: 'signup',
  forgottenPassword: 'forgotten-password',
} as const;

export type Section = keyof typeof SECTION_PATHS;

/**
 * Absolute path of an account-site section (`/account/fr/e-tickets`). In an iframe, the screens
 * that have an iframe variant link to it (`/fr/signup-iframe`), so the flow stays in the frame.
 */
export function sectionPath(base: LinkBase, section: Section, iframe = false): string {
  const path = SECTION_PATHS[section];
  const framed = iframe && ['login', 'signup', 'forgottenPassword'].includes(section);
  return linkTo(base, base.lang, framed ? `${path}-iframe` : path);
}

// The `m/{language}/...` webview routes of spec section 2: a webview page links only to these.
const WEBVIEW_PATHS: Partial<Record<Section, string>> = {
  signup: 'signup',
  forgottenPassword: 'forgotten-password',
  contact: 'contact-us',
  loyalty: 'fidelity',
  profile: 'profile/user-infos',
};

/**
 * Where a link to `section` leads in `context`: the iframe variant in a frame, the `m/` route in a
 * webview, so a flow never leaves its context. Undefined in a webview for a
 * section without an `m/` route (sign-in, the dashboard): the app has its own screens for those.
 */
export function linkPath(base: LinkBase & { context: HostContext }, section: Section): string | undefined {
  if (base.context !== 'webview') return sectionPath(base, section, base.context === 'iframe');
  const path = WEBVIEW_PATHS[section];
  return path === undefined ? undefined : linkTo(base, 'm', base.lang, path);
}
