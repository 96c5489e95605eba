import { joinBase } from './match';

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
