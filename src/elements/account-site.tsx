import { AccountApp } from '../router/account-app';
import type { LiveScreens } from '../router/routes';

/**
 * Screens built so far, rendered as their own elements so `<cine-account>` stays a thin router
 * and loads only the screen it shows. A kind missing here renders the not-found page until its
 * issue adds it (signup, tickets, loyalty, profile, contact, password recovery, contact offers).
 */
const liveScreens: LiveScreens = {
  login: { tag: 'cine-login', load: () => import('./cine-login') },
  dashboard: { tag: 'cine-dashboard', load: () => import('./cine-dashboard') },
  signup: { tag: 'cine-signup', load: () => import('./cine-signup') },
  'forgotten-password': {
    tag: 'cine-forgotten-password',
    load: () => import('./cine-forgotten-password'),
  },
  'reset-password': { tag: 'cine-reset-password', load: () => import('./cine-reset-password') },
  profile: { tag: 'cine-profile', load: () => import('./cine-profile') },
  loyalty: { tag: 'cine-loyalty', load: () => import('./cine-loyalty') },
  tickets: { tag: 'cine-tickets', load: () => import('./cine-tickets') },
  contact: { tag: 'cine-contact', load: () => import('./cine-contact') },
  'contact-offer': { tag: 'cine-contact-offer', load: () => import('./cine-contact-offer') },
};

/** The account site: the router handed the screens above. */
export function AccountSite({ basePath }: { basePath?: string }) {
  return <AccountApp basePath={basePath} screens={liveScreens} />;
}
