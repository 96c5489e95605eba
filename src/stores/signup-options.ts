import { map } from 'nanostores';
import { getCinemas } from '../api/cinemas';
import type { Cinema } from '../api/contract/cinemas';
import { getPreferences } from '../api/signup';
import { apiContext } from './api-context';

export type NewsletterOption = { id: string; label: string };

/** The choices signup offers: the country's cinemas (step 1) and newsletters (step 3). */
export type SignupOptions = {
  cinemas?: Cinema[];
  newsletters?: NewsletterOption[];
  cinemasFailed: boolean;
  newslettersFailed: boolean;
};

export const $signupOptions = map<SignupOptions>({ cinemasFailed: false, newslettersFailed: false });

const loads = new Map<string, Promise<void>>();

// One request per list and page; a failure is remembered as a flag and may be retried.
function loadOnce<K extends 'cinemas' | 'newsletters'>(
  key: K,
  fetch: () => Promise<Required<SignupOptions>[K]>,
): Promise<void> {
  const failed = `${key}Failed` as const;
  const known = loads.get(key);
  // A list fetched again after a failure reads as loading, not failed.
  if (!known && $signupOptions.get()[failed])
    $signupOptions.set({ ...$signupOptions.get(), [failed]: false });
  const pending =
    known ??
    fetch().then(
      (list) => $signupOptions.set({ ...$signupOptions.get(), [key]: list, [failed]: false }),
      () => {
        loads.delete(key);
        $signupOptions.set({ ...$signupOptions.get(), [failed]: true });
      },
    );
  loads.set(key, pending);
  return pending;
}

/** Loads the cinemas of the country (GET cinemas) for the favourite-cinema select. */
export const loadSignupCinemas = () =>
  loadOnce('cinemas', () => getCinemas(apiContext()).then((r) => r.cinemas));

/** Loads the newsletters a new member can subscribe to (GET preferences). */
export const loadSignupNewsletters = () =>
  loadOnce('newsletters', () => getPreferences(apiContext()).then((r) => r.newsletters));
