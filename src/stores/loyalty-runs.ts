import { derive } from '../platform/hydration';
import { $features } from './settings-state';

// Its own file: the sign-in page never reads it, so never downloads it.
/** False where the settings say the loyalty programme does not run: no text or link speaks of points there. */
export const $loyaltyRuns = derive([$features], (features) => features?.website.flags?.loyalty !== false);
