import { readCookie } from '../platform/cookies';
import { $client, loadClient } from '../stores/client';
import { $config } from '../stores/config';
import type { TrackingPush } from '../stores/outcomes';
import { $session } from '../stores/session-state';
import { $settings, $settingsError } from '../stores/settings-state';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type { TrackingPush };

/** Page-view names of the account routes (spec section 2), by the path after `{language}`. */
export const PAGE_NAMES: Readonly<Record<string, string>> = {
  '': 'Dashboard',
  'e-tickets': 'E-tickets',
  'loyalty-program': 'Loyalty-program',
  profile: 'Profile',
  'contact-us': 'Contact-us',
  signup: 'Signup',
  'forgotten-password': 'Forgotten-password',
  'reset-password': 'Reset-password',
  login: 'Login',
};

/** Category of every named account page. */
export const PAGE_CATEGORY = 'MyAccount';

/** Name and category of a page: a named account route in MyAccount, else the URL for both. */
export function pageOf(path: string, basePath = '/'): { name: string; category: string } {
  const base = basePath.replace(/\/+$/, '');
  const below = base && path.startsWith(`${base}/`) ? path.slice(base.length) : path;
  const [lang, ...rest] = below.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  const name = lang && /^(fr|en|de|nl)$/.test(lang) ? PAGE_NAMES[rest.join('/')] : undefined;
  return name ? { name, category: PAGE_CATEGORY } : { name: path, category: path };
}

// A push must never carry a credential or personal data (design.md section 6).
const SECRET_KEY = /token|jwt|password|passwd|secret|e-?mail|challenge/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const JWT = /^[\w-]{8,}\.[\w-]{8,}\.[\w-]+$/;

function clean(push: TrackingPush): TrackingPush {
  const out: TrackingPush = { event: push.event };
  for (const [key, value] of Object.entries(push)) {
    if (SECRET_KEY.test(key)) continue;
    if (typeof value === 'string' && (EMAIL.test(value) || JWT.test(value))) continue;
    out[key] = value;
  }
  return out;
}

function userFields(): Omit<TrackingPush, 'event'> {
  const session = $session.get();
  const client = $client.get().client;
  // Every push carries all 14 fields of spec section 3, for visitors too.
  if (!session.token) {
    return {
      userId: '',
      user_status: 'prospect',
      loyalty_level: 'prospect',
      pathepass_subscription: false,
      newsletter_subscription: false,
      places_card: null,
      client_points: null,
    };
  }
  const passCookie = $settings.get()?.cookies.subscriptionPass;
  const places = client?.placesCard;
  // typ-web is a member's level when the account has none, never a stand-in for one not loaded yet.
  const level = client ? (client.loyaltyLevel ?? 'typ-web') : '';
  return {
    userId: session.user?.sub ?? '',
    user_status: 'client',
    loyalty_level: level,
    pathepass_subscription: Boolean(passCookie && readCookie(passCookie)),
    newsletter_subscription: client?.sendNewsletter ?? false,
    places_card: typeof places === 'boolean' || typeof places === 'number' ? places : null,
    client_points: client?.points ?? null,
  };
}

/** Pushes to `window.dataLayer`, with the page's language, country, environment and user fields. */
export function trackEvent(push: TrackingPush): void {
  const { lang, country } = $config.get();
  const base = { language: lang, country, site_env: $settings.get()?.envName ?? '', ...userFields() };
  window.dataLayer ??= [];
  window.dataLayer.push(clean({ ...base, ...push }));
}

const settled = () => Boolean($settings.get() || $settingsError.get());
const accountKnown = () => !$session.get().token || Boolean($client.get().client || $client.get().error);

/**
 * Resolves once a push can carry real values: the settings are in (or failed) and a member's account
 * is loaded (or failed); after `timeoutMs` it resolves anyway, so a page view is never lost.
 */
export function userKnown(timeoutMs = 5000): Promise<void> {
  if ($session.get().token && !$client.get().client && !$client.get().loading) void loadClient();
  if (settled() && accountKnown()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
      resolve();
    };
    const check = () => {
      if (settled() && accountKnown()) done();
    };
    const timer = setTimeout(done, timeoutMs);
    const stops = [$settings, $settingsError, $session, $client].map((store) => store.listen(check));
  });
}

/** Pushes a page view: named account pages in MyAccount, any other URL as its own name and category. */
export async function trackPageView(path: string, options: { error?: string } = {}): Promise<void> {
  await userKnown();
  const page = pageOf(path, $config.get().basePath);
  trackEvent({
    event: 'page_view',
    page_name: page.name,
    page_category: page.category,
    page_error: options.error ?? '',
  });
}
