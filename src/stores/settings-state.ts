import { atom, computed } from 'nanostores';
import type { CatalogueSettings, Settings } from '../api/contract/settings';
import type { ApiError, TryingCall, TryingReport } from '../api/http';

/** The chain settings for the current language (undefined until loaded). */
export const $settings = atom<Settings | undefined>(undefined);

/** The settings feature switches (spec section 3), or undefined until loaded. */
export const $features = computed($settings, (settings) => settings?.features);

/** Why the last settings load failed (the generic failure of spec section 8), if it did. */
export const $settingsError = atom<ApiError | undefined>(undefined);

/** The catalogue's own feature flags, loaded after the settings; undefined when unavailable. */
export const $catalogueSettings = atom<CatalogueSettings | undefined>(undefined);

/** True while a settings load is retrying after a failed try: the elements already say so. */
export const $settingsRetrying = atom(false);

// Beside the settings' own flag: the settings-state chunk is already on every page, a file of its own is not.
/** The loads of this page still trying after a failed or slow try (issue 25 point 1); their retries go on. */
export const $callsTrying = atom<readonly TryingCall[]>([]);

/** What the API context reports to: a call joins the list at its first failed or slow try, leaves when it ends. */
export const tryingReport: TryingReport = {
  start: (call) => $callsTrying.set([...$callsTrying.get(), call]),
  end: (ended) => $callsTrying.set($callsTrying.get().filter((call) => call !== ended)),
};

/** Tries every call still trying again at once (the notice's "retry now"); their retries go on. */
export function retryCallsNow(): void {
  for (const call of $callsTrying.get()) call.retryNow();
}
