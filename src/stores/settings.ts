import type { Settings } from '../api/contract/settings';
import { toApiError } from '../api/http';
import { getCatalogueSettings, getSettings } from '../api/settings';
import { apiContext } from './api-context';
import { $config } from './config';
import { $catalogueSettings, $settings, $settingsError, $settingsRetrying } from './settings-state';

export { $catalogueSettings, $features, $settings, $settingsError } from './settings-state';

let pending: Promise<Settings | undefined> | undefined;
let loadedFor: string | undefined;

const keyOf = () => `${$config.get().apiBase}${$config.get().lang}`;

/**
 * Loads the settings for the current language once per page, however many elements ask at
 * the same time; asks again after a failure or a language change. Never rejects: a failure
 * lands in `$settingsError`.
 */
export function loadSettings(): Promise<Settings | undefined> {
  const key = keyOf();
  if (loadedFor === key && $settings.get()) return Promise.resolve($settings.get());
  if (pending && loadedFor === key) return pending;
  loadedFor = key;
  const started = getSettings(apiContext(), () => $settingsRetrying.set(true)).then(
    (settings) => {
      $settingsRetrying.set(false);
      if (loadedFor !== key) return settings;
      $settingsError.set(undefined);
      $settings.set(settings);
      void loadCatalogueSettings();
      return settings;
    },
    (error: unknown) => {
      $settingsRetrying.set(false);
      if (loadedFor === key) {
        $settingsError.set(toApiError(error));
        loadedFor = undefined;
      }
      return undefined;
    },
  );
  pending = started;
  void started.finally(() => {
    if (pending === started) pending = undefined;
  });
  return started;
}

/** Loads the catalogue's feature flags; without them the account area works as before. */
export async function loadCatalogueSettings(): Promise<void> {
  try {
    $catalogueSettings.set(await getCatalogueSettings(apiContext()));
  } catch {
    $catalogueSettings.set(undefined);
  }
}
