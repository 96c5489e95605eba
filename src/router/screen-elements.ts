import type { ScreenKind } from './routes';

/** A screen the account site can show: its tag, and the import that defines it. */
export type LiveScreen = { tag: `cine-${string}`; load: () => Promise<unknown> };

/**
 * Screens built so far, rendered as their own elements so `<cine-account>` stays a thin router
 * and loads only the screen it shows. A kind missing here renders the not-found page until its
 * issue adds it (signup, tickets, loyalty, profile, contact, password recovery, contact offers).
 */
export const liveScreens: Partial<Record<ScreenKind, LiveScreen>> = {
  login: { tag: 'cine-login', load: () => import('../elements/cine-login') },
  dashboard: { tag: 'cine-dashboard', load: () => import('../elements/cine-dashboard') },
  signup: { tag: 'cine-signup', load: () => import('../elements/cine-signup') },
  'forgotten-password': {
    tag: 'cine-forgotten-password',
    load: () => import('../elements/cine-forgotten-password'),
  },
  'reset-password': { tag: 'cine-reset-password', load: () => import('../elements/cine-reset-password') },
};
