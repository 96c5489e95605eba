import { atom, computed } from 'nanostores';
import type { CatalogueSettings, Settings } from '../api/contract/settings';
import type { ApiError } from '../api/http';

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
