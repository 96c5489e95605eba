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
