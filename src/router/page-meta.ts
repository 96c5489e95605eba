import type { Route } from './routes';

/** Document title, e.g. "Sign in · My account". */
export function pageTitle(route: Route, t: (key: string) => string): string {
  return `${t(route.titleKey)} · ${t('account.title')}`;
}
