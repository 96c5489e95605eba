import { AccountApp } from '../router/account-app';
import { matchRoute } from '../router/match';
import type { LiveScreens } from '../router/routes';
import { $config } from '../stores/config';

/**
 * Screens built so far, rendered as their own elements so `<cine-account>` stays a thin router
 * and loads only the screen it shows. A kind missing here renders the not-found page until it
 * is added here (signup, tickets, loyalty, profile, contact, password recovery, contact offers).
 */
export const liveScreens: LiveScreens = {
  login: { tag: 'cine-login', load: () => import('./cine-login') },
  // Where a sign-in lands: its texts download while the sign-in is in flight (router/landing.ts).
  dashboard: {
    tag: 'cine-dashboard',
    load: () => import('./cine-dashboard'),
    texts: ['dashboard', 'member'],
  },
  signup: { tag: 'cine-signup', load: () => import('./cine-signup') },
  'forgotten-password': {
    tag: 'cine-forgotten-password',
    load: () => import('./cine-forgotten-password'),
  },
  'reset-password': { tag: 'cine-reset-password', load: () => import('./cine-reset-password') },
  profile: {
    tag: 'cine-profile',
    load: () => import('./cine-profile'),
    texts: ['profile', 'signup', 'password', 'member'],
  },
  loyalty: { tag: 'cine-loyalty', load: () => import('./cine-loyalty'), texts: ['loyalty', 'member'] },
  tickets: { tag: 'cine-tickets', load: () => import('./cine-tickets'), texts: ['tickets', 'member'] },
  contact: { tag: 'cine-contact', load: () => import('./cine-contact') },
  'contact-offer': { tag: 'cine-contact-offer', load: () => import('./cine-contact-offer') },
};

/**
 * Starts loading the screen of the URL the page opened on as the router's code runs, not once the
 * router has hydrated and its effect asks: the screen (the form a visitor came for) is defined, and
 * hydrates, beside the router instead of after it. The router's own load reports failures.
 */
export function loadOpeningScreen(router: Element | null): void {
  if (!router) return;
  const base = router.getAttribute('base-path') ?? $config.get().basePath;
  liveScreens[matchRoute(location.pathname, base).route.screen]?.load().catch(() => undefined);
}

/** The account site: the router handed the screens above. */
export function AccountSite({ basePath }: { basePath?: string }) {
  return <AccountApp basePath={basePath} screens={liveScreens} />;
}
