import type { HostContext } from './context';

/** `/account`, `account/` and `/account/` all become `/account/`; empty becomes `/`. */
export function normaliseBase(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Joins the base path and route segments into an absolute path (`/account/fr/login`). */
export function joinBase(basePath: string, ...segments: string[]): string {
  const rest = segments.filter(Boolean).join('/');
  return `${normaliseBase(basePath)}${rest}`;
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
export function sectionPath(basePath: string, lang: string, section: Section, iframe = false): string {
  const path = SECTION_PATHS[section];
  const framed = iframe && ['login', 'signup', 'forgottenPassword'].includes(section);
  return joinBase(basePath, lang, framed ? `${path}-iframe` : path);
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
 * webview, so a flow never leaves its context (issue 8 point 3). Undefined in a webview for a
 * section without an `m/` route (sign-in, the dashboard): the app has its own screens for those.
 */
export function linkPath(
  basePath: string,
  lang: string,
  section: Section,
  context: HostContext,
): string | undefined {
  if (context !== 'webview') return sectionPath(basePath, lang, section, context === 'iframe');
  const path = WEBVIEW_PATHS[section];
  return path === undefined ? undefined : joinBase(basePath, 'm', lang, path);
}
