import type { Route } from './routes';

/** Tracking category of every named account page (spec section 2). */
export const PAGE_CATEGORY = 'MyAccount';

/** Page-view name and category: the route's name in MyAccount, else the URL itself for both. */
export function pageView(route: Route, url: string): { name: string; category: string } {
  return route.page ? { name: route.page, category: PAGE_CATEGORY } : { name: url, category: url };
}

/** Document title, e.g. "Sign in · My account". */
export function pageTitle(route: Route, t: (key: string) => string): string {
  return `${t(route.titleKey)} · ${t('account.title')}`;
}
